/** An account address inside a sentence (the `<email/>` placeholder of a translation). */
export function EmailAddress({ email }: { email: string }) {
  return <strong translate="no">{email}</strong>;
}
