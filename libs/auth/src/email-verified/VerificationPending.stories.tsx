import type { ErrorMessageKey } from '@console/backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { withScreenFrame } from '../testing/story-decorators';
import { VerificationPending, type VerificationPendingProps } from './VerificationPending';

interface PendingStoryProps extends Omit<VerificationPendingProps, 'linkError' | 'resendError' | 'announcement'> {
  /** Key in `common` of the opened link's error. */
  linkErrorKey?: ErrorMessageKey;
  /** Key in `common` of the last resend's error. */
  resendErrorKey?: ErrorMessageKey;
  /** Show the announcement of a link just sent. */
  resent?: boolean;
}

/** Translates the messages the screen would pass, so that the language toolbar switches them too. */
function PendingStory({ linkErrorKey, resendErrorKey, resent = false, ...props }: PendingStoryProps) {
  const { t } = useTranslation('auth');
  return (
    <VerificationPending
      {...props}
      linkError={linkErrorKey ? t(linkErrorKey, { ns: 'common' }) : undefined}
      resendError={resendErrorKey ? t(resendErrorKey, { ns: 'common' }) : undefined}
      announcement={resent ? t('emailVerified.resent', { email: props.email }) : undefined}
    />
  );
}

/** The states of the /email-verified screen, fed by plain props (the screen itself needs a signed-in, unverified user). */
const meta = {
  title: 'Auth/EmailVerifiedScreen',
  component: PendingStory,
  decorators: [withScreenFrame],
  args: { email: 'marija@demobanka.example', onResend: fn(), onUseAnotherAccount: fn() },
} satisfies Meta<typeof PendingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheLink: Story = {};
export const JustResent: Story = { args: { cooldown: 24, resent: true } };
export const Sending: Story = { args: { sending: true } };
export const LinkExpired: Story = { args: { linkErrorKey: 'errors.linkExpired' } };
export const LinkInvalid: Story = { args: { linkErrorKey: 'errors.invalidLink' } };
export const TooManyRequests: Story = { args: { resendErrorKey: 'errors.tooManyRequests' } };
export const SigningOut: Story = { args: { signingOut: true } };
