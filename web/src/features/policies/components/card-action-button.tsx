import { Button } from '#web/components/button';

interface CardActionButtonProps {
  /** What the button does: 'Edit', 'Delete'. */
  readonly action: string;
  /** The policy's name, read after the action by screen readers. */
  readonly name: string;
  readonly danger?: boolean;
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** A small button in a policy card's footer, saying which policy it acts on. */
export function CardActionButton({ action, name, danger = false, disabled, onClick }: CardActionButtonProps) {
  return (
    <Button
      variant="secondary"
      className={danger ? 'button--small button--danger-outline' : 'button--small'}
      disabled={disabled}
      onClick={onClick}
    >
      {action}
      <span className="visually-hidden"> {name}</span>
    </Button>
  );
}
