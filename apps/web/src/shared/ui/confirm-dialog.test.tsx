import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** An opener that may vanish while the dialog is open (like a menu item). */
function Harness({ openerVanishes = false }: { openerVanishes?: boolean }) {
  const [open, setOpen] = useState(false);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={fallback}>
        Запасной
      </button>
      {!(openerVanishes && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Открыть
        </button>
      )}
      {open && (
        <ConfirmDialog
          title="Удалить?"
          text="Точно?"
          cancelLabel="Отмена"
          confirmLabel="Удалить"
          onConfirm={() => setOpen(false)}
          onClose={() => setOpen(false)}
          returnFocusTo={fallback}
        />
      )}
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('ConfirmDialog focus', () => {
  it('takes the focus inside and gives it back to its opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Удалить?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to returnFocusTo when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<Harness openerVanishes />);
    screen.getByRole('button', { name: 'Открыть' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Запасной' }));
  });
});

describe('ConfirmDialog without cancelLabel', () => {
  it('only tells: its one button confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Спасибо!"
        text="Жалоба отправлена"
        confirmLabel="Закрыть"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Спасибо!',
      description: 'Жалоба отправлена',
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Закрыть']);
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
