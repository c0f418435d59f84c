/**
 * What the services ask of an AI provider, apart from how it is reached: one structured-output
 * chat completion and a key check. openai.ts implements it over the OpenAI API; openai-answer.ts
 * reads the provider's answers into these shapes.
 */
export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface ChatJsonRequest {
  apiKey: string;
  system: string;
  user: string;
  /** response_format.json_schema.name: letters, digits, `_` and `-`, at most 64. */
  schemaName: string;
  /** A JSON Schema valid for strict mode (every object: all properties required, additionalProperties false). */
  jsonSchema: Record<string, unknown>;
  signal?: AbortSignal;
  temperature?: number;
}

export interface ChatJsonResult {
  json: unknown;
  usage: AiUsage;
  /** The model that answered, as OpenAI names it (e.g. gpt-4o-2024-08-06 for gpt-4o); the configured one when the answer names none. */
  model: string;
}

export interface AiClient {
  /** GET {baseUrl}/models with the key: resolves when the key works and a model list comes back, else throws AiProviderError. */
  listModels(apiKey: string): Promise<void>;
  /**
   * One chat completion asking for structured output (response_format json_schema, strict), parsed
   * as JSON. An answer that is not a chat completion, or whose content is not JSON, is
   * AiProviderError('bad-output'), which callers retry.
   */
  chatJson(req: ChatJsonRequest): Promise<ChatJsonResult>;
}
