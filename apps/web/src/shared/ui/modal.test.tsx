import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, ModalBody, ModalDescription, ModalHeader, ModalIconButton } from './modal.tsx';

function Harness({ described = false, onBack = () => {} }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open && (
        <Modal
          size="medium"
          scroll="body"
          sheetOnPhone
          described={described}
          onClose={() => setOpen(false)}
        >
          <ModalHeader
            title="Фильтры"
            start={
              <ModalIconButton label="Назад" onClick={onBack}>
                ←
              </ModalIconButton>
            }
            closeLabel="Закрыть"
          />
          <ModalBody>
            {described && <ModalDescription>Что показывать</ModalDescription>}
            <button type="button">Лента</button>
          </ModalBody>
        </Modal>
      )}
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('Modal', () => {
  it('is a dialog named by its header, closed by the close button, focus back on the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(dialog.getAttribute('data-size')).toBe('medium');
    expect(dialog.getAttribute('data-sheet')).toBe('true');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await settle();
    // Radix closes on a pointer down outside the content (on the overlay, which covers the page).
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names its icon buttons with a tooltip and announces a description only when asked', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<Harness described onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const back = screen.getByRole('button', { name: 'Назад' });
    expect(back.getAttribute('title')).toBe('Назад');
    await user.click(back);
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { description: 'Что показывать' })).toBeDefined();
  });
});
