import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '#server/config.ts';

/**
 * The configured chat model through the OpenAI-compatible protocol: OpenAI itself, Ollama
 * (`http://localhost:11434/v1`), vLLM, Gemini's OpenAI endpoint and anything else that speaks it.
 */
export function createLanguageModel(llm: LlmConfig): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: llm.baseUrl.replace(/\/$/, ''),
    apiKey: llm.apiKey,
    includeUsage: true,
  });
  return provider.chatModel(llm.model);
}
