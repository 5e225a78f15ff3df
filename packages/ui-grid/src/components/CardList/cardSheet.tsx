import { CARD_GAP, CARD_HEIGHT } from '../../model/cards';

/**
 * The card list's fixed look as one static stylesheet, like the grid's (gridSheet.tsx: parsed
 * once by the browser, hoisted by React before the first paint, theme values as the grid's
 * custom properties). Every rule is scoped under `.c-wrap`, the card list's own root.
 */
export const CARD_CSS = `
.c-wrap .c-bar {
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  height: 44px;
}
.c-wrap .c-all {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 44px;
  padding: 0 4px;
  cursor: pointer;
  white-space: nowrap;
}
.c-wrap .c-tool,
.c-wrap .c-sort {
  box-sizing: border-box;
  height: 36px;
  min-width: 0;
  padding: 0 10px;
  border: 1px solid var(--g-border);
  border-radius: var(--g-radius);
  background: var(--g-surface);
  color: var(--g-text);
  font: inherit;
}
.c-wrap .c-tool {
  flex: none;
  color: var(--g-primary);
  cursor: pointer;
  white-space: nowrap;
}
.c-wrap .c-tool[data-active] {
  border-color: var(--g-primary);
  font-weight: 600;
}
.c-wrap .c-sort {
  flex: 1 1 0;
  padding-right: 4px;
  text-overflow: ellipsis;
}
.c-wrap .c-bar .g-icon {
  flex: none;
  width: 36px;
  height: 36px;
}
.c-wrap .c-tool:focus-visible,
.c-wrap .c-sort:focus-visible,
.c-wrap .c-all:focus-within {
  outline: 2px solid var(--g-focus);
  outline-offset: 1px;
}
.c-wrap .c-scroll {
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: var(--g-radius);
}
.c-wrap .c-feed {
  position: relative;
  outline: none;
}
.c-wrap .c-card,
.c-wrap .c-skeleton {
  position: absolute;
  left: 0;
  right: 0;
  box-sizing: border-box;
  height: ${String(CARD_HEIGHT)}px;
  padding: 10px 12px;
  border: 1px solid var(--g-border);
  border-radius: 6px;
  background: var(--g-surface);
  overflow: hidden;
}
.c-wrap .c-card {
  cursor: pointer;
  contain: layout paint;
}
.c-wrap .c-card:focus-visible {
  outline: 2px solid var(--g-focus);
  outline-offset: -2px;
}
.c-wrap .c-card[data-selected] {
  border-color: var(--g-primary);
  background: #e8f0fe;
}
@keyframes c-changed-fade {
  from { background: #fff1c2; box-shadow: inset 4px 0 0 #b35900; }
  to { box-shadow: inset 4px 0 0 transparent; }
}
.c-wrap .c-card[data-changed] {
  animation: c-changed-fade var(--g-flash-ms, 1600ms) ease-out;
}
@media (prefers-reduced-motion: reduce) {
  .c-wrap .c-card[data-changed] {
    animation: none;
    background: #fff1c2;
    box-shadow: inset 4px 0 0 #b35900;
  }
}
.c-wrap .c-head {
  display: flex;
  align-items: center;
  gap: 8px;
  height: 32px;
  min-width: 0;
}
/* The checkbox's touch target: 44 × 44, over the card's padding. */
.c-wrap .c-check {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  margin: -6px -12px -6px -14px;
  cursor: pointer;
}
.c-wrap .c-check input {
  width: 18px;
  height: 18px;
}
.c-wrap .c-title {
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--g-text);
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  text-align: start;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.c-wrap button.c-title {
  color: var(--g-primary);
  cursor: pointer;
}
.c-wrap button.c-title:focus-visible {
  outline: 2px solid var(--g-focus);
  outline-offset: 1px;
}
.c-wrap .c-status {
  flex: none;
  max-width: 45%;
  margin: 0;
}
.c-wrap .c-status dd {
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.c-wrap .c-fields {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: 22px;
  column-gap: 12px;
  margin: 6px 0 0;
}
.c-wrap .c-field {
  display: flex;
  align-items: baseline;
  gap: 6px;
  min-width: 0;
  line-height: 22px;
}
.c-wrap .c-field dt {
  flex: none;
  max-width: 55%;
  color: var(--g-text-muted);
  font-size: 12px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.c-wrap .c-field dd {
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.c-wrap .c-sr {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.c-wrap .c-skeleton::before,
.c-wrap .c-skeleton::after {
  content: '';
  display: block;
  border-radius: 4px;
  background: var(--g-surface-muted);
}
.c-wrap .c-skeleton::before {
  width: 45%;
  height: 20px;
  margin: 6px 0 0;
}
.c-wrap .c-skeleton::after {
  height: 60px;
  margin: 16px 0 0;
  background: repeating-linear-gradient(to bottom, var(--g-surface-muted) 0 14px, transparent 14px 22px);
}
.c-wrap .c-totals {
  box-sizing: border-box;
  margin: ${String(CARD_GAP)}px 0 0;
  padding: 10px 12px;
  border: 1px solid var(--g-border);
  border-radius: 6px;
  background: var(--g-surface-muted);
}
.c-wrap .c-totals h3 {
  margin: 0 0 4px;
  font-size: 14px;
}
.c-wrap .c-totals .c-fields {
  margin: 0;
}
.c-sheet {
  display: flex;
  flex-direction: column;
  gap: 12px;
}
.c-sheet .c-sheet-field {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
}
.c-sheet .c-sheet-name {
  font-size: 13px;
  color: var(--g-text-muted);
}
`;

/** The sheet, hoisted by React into the document's head once, however many card lists mount. */
export function CardStyleSheet() {
  return (
    <style href="wms-ui-grid-cards" precedence="wms-ui-grid">
      {CARD_CSS}
    </style>
  );
}
