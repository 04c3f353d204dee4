import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** An e-mail link's action: what it is for and its one-time code. */
export type ActionCode = { mode: string | null; oobCode: string | null };

/** The parts of an e-mail link that are secrets or noise once read; `lang` stays (the page follows it). */
const LINK_PARAMETERS = ['oobCode', 'mode', 'apiKey', 'continueUrl'];

type StateWithCode = { actionCode?: ActionCode } | null;

/**
 * The action code an e-mail link opened this page with, taken out of the address bar as soon as it is
 * read, so that it reaches no history entry, bookmark, shared screenshot or analytics page view. It
 * stays in this tab's history state, so a reload of the page still has it.
 */
export function useActionCode(): ActionCode {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState<ActionCode>(() => {
    const remembered = (location.state as StateWithCode)?.actionCode;
    return params.has('oobCode') ? { mode: params.get('mode'), oobCode: params.get('oobCode') } : (remembered ?? { mode: null, oobCode: null });
  });
  useEffect(() => {
    if (!LINK_PARAMETERS.some((name) => params.has(name))) return;
    const kept = new URLSearchParams(params);
    for (const name of LINK_PARAMETERS) kept.delete(name);
    const search = kept.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: { ...((location.state as object | null) ?? {}), actionCode: code } });
  }, [code, location.hash, location.pathname, location.state, navigate, params]);
  return code;
}
