import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';

interface LoadStateProps {
  readonly query: { readonly isPending: boolean; readonly isError: boolean; refetch(): Promise<unknown> };
  /** What the spinner says while it loads. */
  readonly loading: string;
  /** What the error says when it could not be loaded. */
  readonly failed: string;
}

/** A profile card's read while it loads, or its failure with a way to try again. */
export function LoadState({ query, loading, failed }: LoadStateProps) {
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError) return null;
  return (
    <Alert tone="error">
      <p>{failed}</p>
      <Button variant="secondary" className="button--small" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
