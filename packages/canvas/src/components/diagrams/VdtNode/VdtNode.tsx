import { useFieldEditor } from "./useFieldEditor";
import { VdtCardStyles } from "./VdtCardStyles";
import type { VdtNodeProps } from "./VdtNode.meta";
import { VdtNodeCard } from "./VdtNodeCard";
import type { VdtCard } from "./vdtNodeSchema";

/** A value-driver tree node's card on its own (see VdtNode.meta): as wide as asked, as tall as its content. */
export default function VdtNode(props: VdtNodeProps) {
  const { id, className, editedFieldParameter, onFieldEdited, width, ...fields } = props;
  const onEdit = useFieldEditor(editedFieldParameter, onFieldEdited, "VdtNode");
  const card: VdtCard = { ...fields, class: className };
  const node: VdtCard & { id?: string | number } = id === undefined ? card : { id, ...card };
  return (
    <div className="sf-vdt-standalone" data-testid="vdt-node" data-node-id={id} style={{ width, maxWidth: "100%" }}>
      <VdtCardStyles />
      <VdtNodeCard card={card} nodeId={id ?? null} onEdit={onEdit} templateData={node} />
    </div>
  );
}
