/** The page banner: title and subtitle on a light grey, subtly patterned band. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
