import { type CSSProperties, isValidElement, type KeyboardEvent, memo, type ReactNode, useRef, useState } from "react";
import { newRequestId } from "../../entities/shared/requestId";
import { callSafely } from "../../shared/safeCallback";
import { NodeTemplate } from "./NodeTemplate";
import {
  chartValues,
  editableText,
  editedValue,
  type FieldRole,
  fieldRoles,
  formatFieldValue,
  progressLabel,
  progressShare,
  sparklinePoints,
} from "./vdtCardModel";
import type { VdtCard, VdtField, VdtFieldEdit } from "./vdtNodeSchema";

type CommitField = (field: string, value: string | number) => void;

/**
 * An editable field's input: commits on Enter and when it loses focus, once per change (Enter then blur is one
 * edit); Escape puts the value back. A number field refuses text that is not a number. The input follows the
 * field when a new value arrives (the data refreshed after the edit).
 */
function EditableValue({ field, onCommit }: { field: VdtField; onCommit: CommitField }) {
  const [draft, setDraft] = useState(() => editableText(field.value));
  const [shown, setShown] = useState(field.value);
  const committed = useRef<string | number | null>(null);
  if (!Object.is(shown, field.value)) {
    setShown(field.value);
    setDraft(editableText(field.value));
    committed.current = null;
  }
  const commit = () => {
    const value = editedValue(draft, field.value);
    if (value === null) {
      setDraft(editableText(field.value));
      return;
    }
    if (value === (committed.current ?? field.value)) return;
    committed.current = value;
    onCommit(field.name, value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      setDraft(editableText(committed.current ?? field.value));
    }
  };
  return (
    <input
      className="sf-vdt-input"
      aria-label={field.name}
      value={draft}
      inputMode={typeof field.value === "number" ? "decimal" : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}

function Fields({ fields, onCommit }: { fields: readonly VdtField[]; onCommit: CommitField | undefined }) {
  const roles = fieldRoles(fields);
  const fromTo = roles[0] === "from";
  return (
    <dl className={fromTo ? "sf-vdt-fields sf-vdt-fields-from-to" : "sf-vdt-fields"}>
      {fields.map((field, index) => {
        const role: FieldRole | null = roles[index] ?? null;
        const valueClass = field.class === undefined ? "" : ` sf-vdt-value-${field.class}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id (names may repeat) and keep their order.
          <div className="sf-vdt-field" data-field-role={role ?? undefined} key={index}>
            <dt className="sf-vdt-field-name">{field.name}</dt>
            <dd className={`sf-vdt-field-value${valueClass}`}>
              {field.isEditable && onCommit !== undefined ? (
                <EditableValue field={field} onCommit={onCommit} />
              ) : (
                formatFieldValue(field.value, role)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Chart({ values, title }: { values: readonly number[]; title: string | undefined }) {
  return (
    <svg className="sf-vdt-chart" viewBox="0 0 100 30" preserveAspectRatio="none" role="img" aria-label={title}>
      <polyline points={sparklinePoints(values)} />
    </svg>
  );
}

function ProgressBar({ card }: { card: VdtCard }) {
  const share = progressShare(card.progressBarValue ?? 0);
  const label = progressLabel(card);
  return (
    <div
      className="sf-vdt-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      aria-valuetext={label}
    >
      <div className="sf-vdt-progress-fill" style={{ width: `${share * 100}%` }} />
      <span className="sf-vdt-progress-text">{label}</span>
    </div>
  );
}

/** What a template function gave, when React can show it: text, numbers, elements or lists of them. */
function isShowable(value: unknown): value is ReactNode {
  if (value === null || value === undefined || typeof value === "boolean") return true;
  if (typeof value === "string" || typeof value === "number") return true;
  if (Array.isArray(value)) return value.every(isShowable);
  return isValidElement(value);
}

function cardBody(card: VdtCard, templateData: unknown, onCommit: CommitField | undefined): ReactNode {
  if (typeof card.template === "string") return <NodeTemplate template={card.template} node={templateData} />;
  if (card.template !== undefined) {
    const rendered = callSafely(card.template, "Value-driver tree node template", templateData);
    return isShowable(rendered) ? rendered : null;
  }
  const values = card.type === "chart" ? chartValues(card.model) : [];
  if (values.length > 0) return <Chart values={values} title={card.title} />;
  return card.fields.length > 0 ? <Fields fields={card.fields} onCommit={onCommit} /> : null;
}

export type VdtNodeCardProps = {
  readonly card: VdtCard;
  readonly nodeId: string | number | null;
  /** Where edits of editable fields go; without it the fields are read-only. */
  readonly onEdit: ((edit: VdtFieldEdit) => void) | undefined;
  /** What a node template sees as `frame`. */
  readonly templateData: unknown;
  readonly style?: CSSProperties;
};

/**
 * A node's card in full (canvas-components §3): its title, a body of fields (three of them as from, to and delta),
 * a chart of its model or its own template, and the progress bar. Its tooltip is the card's title attribute.
 */
export const VdtNodeCard = memo(function VdtNodeCard({ card, nodeId, onEdit, templateData, style }: VdtNodeCardProps) {
  const onCommit: CommitField | undefined =
    onEdit === undefined ? undefined : (field, value) => onEdit({ nodeId, field, value, request_id: newRequestId() });
  const body = cardBody(card, templateData, onCommit);
  return (
    <article
      className={card.class === undefined ? "sf-vdt-card" : `sf-vdt-card sf-vdt-class-${card.class}`}
      aria-label={card.title}
      title={card.tooltip}
      style={style}
    >
      {!card.hideTitle && card.title !== undefined && <div className="sf-vdt-title">{card.title}</div>}
      {body !== null && <div className="sf-vdt-body">{body}</div>}
      {!card.hideProgressBar && card.progressBarValue !== undefined && <ProgressBar card={card} />}
    </article>
  );
});
