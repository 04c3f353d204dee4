import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link such as /settings#personal arrives before the section it names exists: called by a component
 * rendered together with the section, it scrolls there once, on mount.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  const [initialHash] = useState(hash);
  useEffect(() => {
    if (initialHash) document.getElementById(decodeURIComponent(initialHash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [initialHash]);
}
