export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Shown while a page or widget is loading. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="page-loader">
      <Spinner label={label} />
    </div>
  );
}
