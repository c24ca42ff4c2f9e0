import type { ChainedCommands } from '@tiptap/react';

/**
 * The toggle buttons of the text toolbar, in order: the mark or list each turns on and off (its
 * name is also its label key and its active check), the glyph drawn, and the command.
 */
export const TOOLBAR_MARKS = [
  { name: 'bold', glyph: 'B', toggle: (chain: ChainedCommands) => chain.toggleBold() },
  { name: 'italic', glyph: 'I', toggle: (chain: ChainedCommands) => chain.toggleItalic() },
  { name: 'underline', glyph: 'U', toggle: (chain: ChainedCommands) => chain.toggleUnderline() },
  { name: 'strike', glyph: 'S', toggle: (chain: ChainedCommands) => chain.toggleStrike() },
  {
    name: 'orderedList',
    glyph: '1.',
    toggle: (chain: ChainedCommands) => chain.toggleOrderedList(),
  },
  { name: 'bulletList', glyph: '•', toggle: (chain: ChainedCommands) => chain.toggleBulletList() },
] as const;

/** A toggle button's mark or list. */
export type ToolbarMark = (typeof TOOLBAR_MARKS)[number]['name'];
