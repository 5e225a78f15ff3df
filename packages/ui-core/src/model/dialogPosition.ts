/** A dialog's offset from its centred position, in px. */
export interface Offset {
  x: number;
  y: number;
}

export interface Box {
  width: number;
  height: number;
}

/**
 * Moves a centred dialog by a delta, keeping at least `keep` px of it (its title bar) inside
 * the viewport, so a dragged dialog can never be lost off-screen.
 */
export function moveDialog(offset: Offset, delta: Offset, dialog: Box, viewport: Box, keep = 48): Offset {
  // Centred: the dialog's left edge sits at (viewport - dialog) / 2 + x.
  const left0 = (viewport.width - dialog.width) / 2;
  const top0 = Math.max(0, (viewport.height - dialog.height) / 2);
  const minX = -left0 - dialog.width + keep;
  const maxX = viewport.width - keep - left0;
  const minY = -top0;
  const maxY = viewport.height - keep - top0;
  return {
    x: Math.min(maxX, Math.max(minX, offset.x + delta.x)),
    y: Math.min(maxY, Math.max(minY, offset.y + delta.y)),
  };
}
