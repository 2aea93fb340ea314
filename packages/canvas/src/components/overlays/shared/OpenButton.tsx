import Button from "@mui/material/Button";

type OpenButtonProps = {
  label: string | undefined;
  open: boolean;
  controls: string;
  popup: "dialog" | "menu";
  onOpen: () => void;
};

/** The button an author adds with `trigger="…"` to open an overlay from the canvas itself. */
export function OpenButton({ label, open, controls, popup, onOpen }: OpenButtonProps) {
  if (label === undefined) return null;
  return (
    <Button
      variant="outlined"
      onClick={onOpen}
      aria-haspopup={popup}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
    >
      {label}
    </Button>
  );
}
