import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from './i18n';

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A Suspense boundary around server-rendered markup that hydrates late (a lazy chunk, e.g. the header's search
 * box). Hydration does not patch attributes that differ from the server's (a placeholder, an aria-label), and a
 * boundary that has not hydrated yet hydrates with the language of the moment: when the visitor switches
 * language before then, the boundary is rendered anew in the browser instead (a new key), so nothing stays in
 * the server's language. Once its content is in place the key stays, and a change of language re-renders it as
 * usual.
 */
export function LanguageSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const language = useLanguage();
  const [placed, setPlaced] = useState(false);
  const [key, setKey] = useState(language);
  if (!placed && key !== language) setKey(language);
  const [onCommit] = useState(() => () => setPlaced(true));
  return (
    <Suspense key={key} fallback={fallback}>
      {children}
      <Committed onCommit={onCommit} />
    </Suspense>
  );
}
