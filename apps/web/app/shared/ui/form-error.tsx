/** The form-wide error (e.g. wrong credentials), announced as soon as it appears. */
export function FormError({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {message}
    </p>
  );
}
