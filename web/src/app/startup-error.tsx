/** Shown instead of the app when its settings could not be loaded, so nothing else can run. */
export function StartupError() {
  return (
    <main id="main" className="startup-error">
      <div className="card status-page__card" role="alert">
        <h1>PolicyLens could not start. Please reload the page.</h1>
        <p>If this keeps happening, check your internet connection and try again in a few minutes.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </main>
  );
}
