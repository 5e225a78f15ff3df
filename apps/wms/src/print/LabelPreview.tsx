import { LabelPage, type Label, type LabelSize } from '@wms/print/labels';

/** The first label of a job at its real size (a chunk of its own: it carries bwip-js). */
export default function LabelPreview({ label, size }: { label: Label; size: LabelSize }) {
  return <LabelPage label={label} size={size} outline />;
}
