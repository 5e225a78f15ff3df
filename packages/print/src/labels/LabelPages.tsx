import { useMemo, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { barcodeSvg, svgDataUrl } from './barcodeSvg';
import { layoutLabel, type LabelLayout, type TextBox } from './layout';
import { mmToPx, type Label, type LabelSize } from './model';

/**
 * The device's own fonts, Chinese first where a platform has one (iOS and macOS PingFang, Android
 * and Linux Noto Sans CJK, Windows Microsoft YaHei): the labels carry no font of their own.
 */
export const LABEL_FONTS = "'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', system-ui, sans-serif";

/** The attribute that marks the print root: what `@media print` keeps, everything else hidden. */
export const PRINT_ROOT_ATTRIBUTE = 'data-wms-print-root';

const px = (mm: number) => `${String(Math.round(mmToPx(mm) * 100) / 100)}px`;

function Text({ box, bold = false }: { box: TextBox; bold?: boolean }) {
  const style: CSSProperties = {
    position: 'absolute', left: px(box.x), top: px(box.y), width: px(box.width), fontSize: px(box.size), lineHeight: 1.15,
    fontWeight: bold ? 700 : 400, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
  };
  return <div style={style}>{box.text}</div>;
}

function layoutOf(label: Label, size: LabelSize): { layout: LabelLayout; images: Map<number, string> } {
  const drawings = new Map<number, ReturnType<typeof barcodeSvg>>();
  label.barcodes.forEach((b, i) => drawings.set(i, barcodeSvg(b)));
  const index = new Map(label.barcodes.map((b, i) => [b, i]));
  const layout = layoutLabel(label, size, (b) => drawings.get(index.get(b) ?? -1)?.modules ?? 1);
  const images = new Map<number, string>();
  for (const [i, drawing] of drawings) images.set(i, svgDataUrl(drawing.svg));
  return { layout, images };
}

/**
 * One label at its real size (mm → CSS px, 96 px an inch, which is what a printed CSS pixel
 * measures too): title, fields and vector barcodes placed as the ZPL places them.
 */
export function LabelPage({ label, size, outline = false }: { label: Label; size: LabelSize; outline?: boolean }) {
  const { layout, images } = useMemo(() => layoutOf(label, size), [label, size]);
  const index = new Map(label.barcodes.map((b, i) => [b, i]));
  return (
    <section
      aria-label={label.title}
      data-label={label.id}
      style={{
        position: 'relative', width: px(size.widthMm), height: px(size.heightMm), overflow: 'hidden', boxSizing: 'border-box',
        background: '#fff', color: '#000', fontFamily: LABEL_FONTS, ...(outline ? { outline: '1px solid #6b7280' } : {}),
      }}
    >
      <Text box={layout.title} bold />
      {layout.fields.map((box) => <Text key={box.text} box={box} />)}
      {layout.barcodes.map((box) => (
        <div key={String(index.get(box.barcode))}>
          <img
            src={images.get(index.get(box.barcode) ?? -1)}
            alt={box.caption?.text ?? ('value' in box.barcode ? box.barcode.value : '')}
            style={{ position: 'absolute', left: px(box.x), top: px(box.y), width: px(box.width), height: px(box.height) }}
          />
          {box.caption ? <Text box={box.caption} /> : null}
        </div>
      ))}
    </section>
  );
}

/** The print CSS of labels of a size: the page is the label, no margin, one label a page. */
export function labelPrintCss(size: LabelSize): string {
  const root = `[${PRINT_ROOT_ATTRIBUTE}]`;
  return [
    `@page { size: ${String(size.widthMm)}mm ${String(size.heightMm)}mm; margin: 0; }`,
    `@media screen { ${root} { display: none; } }`,
    '@media print {',
    `  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; height: auto !important; overflow: visible !important; }`,
    `  body > :not(${root}) { display: none !important; }`,
    `  ${root} { display: block; }`,
    `  ${root} > section { break-after: page; break-inside: avoid; }`,
    `  ${root} > section:last-of-type { break-after: auto; }`,
    '}',
  ].join('\n');
}

/**
 * The labels as the browser prints them: a root on the document's body (outside the app), shown
 * only to the printer, one label a page at the label's size (`@page`), the app's chrome hidden.
 * Mount it while a browser print may happen, then call `window.print()`.
 */
export function BrowserLabelPrint({ labels, size }: { labels: readonly Label[]; size: LabelSize }) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div {...{ [PRINT_ROOT_ATTRIBUTE]: '' }}>
      <style>{labelPrintCss(size)}</style>
      {labels.map((label) => <LabelPage key={label.id} label={label} size={size} />)}
    </div>,
    document.body,
  );
}
