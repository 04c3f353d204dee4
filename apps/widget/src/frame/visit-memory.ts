import type { VisitMemory } from '@console/assistant-data';

/**
 * The day of this browser's last visit to an assistant, kept in the frame's storage: all the unique-user
 * count needs, and nothing that identifies the customer. Where storage is refused, every visit counts
 * as a first one.
 */
export function visitMemory(assistantId: string): VisitMemory {
  const key = `tellr:last-visit:${assistantId}`;
  return {
    lastVisitDay: () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    remember: (day) => {
      try {
        window.localStorage.setItem(key, day);
      } catch {
        // Not kept: the next visit counts as a first one.
      }
    },
  };
}
