import { useTranslation } from 'react-i18next';
import { CopyableField, type CopyableFieldProps } from './copyable-field';

/** A labelled value shown in full, with a copy button. Renders a <div> of a <dl>. */
export function CopyableValue(props: Omit<CopyableFieldProps, 'copiedLabel'>) {
  const { t } = useTranslation();
  return <CopyableField {...props} copiedLabel={t('payments.copied')} />;
}
