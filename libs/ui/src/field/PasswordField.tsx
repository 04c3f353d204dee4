import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/IconButton';
import { Icon } from '../icon/Icon';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField({ autoComplete = 'current-password', disabled, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not offer to correct or capitalise what is typed while it is shown.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? t('passwordField.hide') : t('passwordField.show')}
          icon={<Icon name={visible ? 'eyeOff' : 'eye'} />}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
