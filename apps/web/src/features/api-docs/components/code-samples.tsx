import type { OpenApiDocument } from '@incasso/shared/openapi';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SAMPLE_LANGUAGES, codeSample } from '../utils/code-samples';
import type { ApiOperation } from '../utils/operations';
import { API_KEY_VARIABLE, sampleRequest } from '../utils/sample-request';
import { CodeBlock } from './code-block';

interface CodeSamplesProps {
  operation: ApiOperation;
  document: OpenApiDocument;
}

/** The operation's smallest valid request in curl, Node.js and Python, one tab each. */
export function CodeSamples({ operation, document }: CodeSamplesProps) {
  const { t } = useTranslation();
  const request = sampleRequest(operation, document);
  return (
    <div className="space-y-2">
      <Tabs.Root defaultValue="curl">
        <Tabs.List
          aria-label={t('apiDocs.samples.label')}
          className="mb-2 flex gap-1 border-b border-slate-200 dark:border-slate-700"
        >
          {SAMPLE_LANGUAGES.map((language) => (
            <Tabs.Trigger
              key={language}
              value={language}
              className="-mb-px border-b-2 border-transparent px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300"
            >
              {t(`apiDocs.samples.${language}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SAMPLE_LANGUAGES.map((language) => (
          <Tabs.Content key={language} value={language}>
            <CodeBlock
              label={t(`apiDocs.samples.${language}`)}
              code={codeSample(language, request)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('apiDocs.samples.placeholders', { variable: API_KEY_VARIABLE })}
      </p>
    </div>
  );
}
