import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { OpenAPIBackend, type Document, type Request } from "openapi-backend";
import { fromBracketForm } from "../../src/lib/http.js";

// Real answers checked against the OpenAPI description with openapi-backend (its router finds the
// operation, its validators check the body and the headers of the answer's status), on ajv's draft
// 2020-12 validator with the formats of ajv-formats: OpenAPI 3.1's dialect. The description itself
// is first checked against the OpenAPI 3.1 schema by @seriousme/openapi-schema-validator
// (openapi-backend's own check knows OpenAPI 3.0's schema objects only, so it is skipped: `quick`).

/** A request as sent: method, URL, headers and, for JSON, the body (`form`: a form or raw bytes were sent instead). */
export interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly form?: boolean;
}

type Responses = Record<string, { headers?: Record<string, { required?: boolean }>; content?: Record<string, unknown> }>;

/** The ajv every validator of openapi-backend uses: draft 2020-12, formats asserted, unknown keywords of OpenAPI allowed. */
const ajv2020 = (_ajv: unknown, options: object) => {
  const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
  addFormats(ajv);
  return ajv as never;
};

/**
 * A checker of answers against `description`: each call says what in an answer the description does
 * not allow (an operation or status it does not list, a media type, a body or a header it does not
 * describe), and, for a successful answer, what in the request it would have refused.
 */
export const describedBy = async (description: object) => {
  // A copy without shared objects: the validators resolve each reference in place.
  const copy = () => JSON.parse(JSON.stringify(description)) as Document;
  const valid = await new Validator().validate(copy() as never);
  if (!valid.valid) throw new Error(`The description is not valid OpenAPI 3.1: ${JSON.stringify(valid.errors).slice(0, 2000)}`);
  const api = new OpenAPIBackend({ definition: copy(), strict: true, quick: true, customizeAjv: ajv2020 });
  await api.init();
  return async (sent: Sent, res: Response): Promise<string[]> => {
    const url = new URL(sent.url);
    // The query as the server reads it (bracket notation), named as the description names it: a list of texts `name[]`.
    const query = Object.fromEntries(
      Object.entries(fromBracketForm(url.searchParams.entries())).map(([key, value]) =>
        Array.isArray(value) && value.every((v) => typeof v === "string") ? [`${key}[]`, value] : [key, value],
      ),
    );
    // Nested values (`items`, `filters`) are parsed as the server parses them; openapi-backend's type knows texts only.
    const request: Request = {
      method: sent.method,
      path: url.pathname,
      headers: { ...sent.headers },
      query: query as Request["query"],
      ...(sent.json !== undefined ? { body: sent.json } : {}),
    };
    const shown = `${sent.method} ${url.pathname}${url.search} → ${res.status}`;
    const operation = api.matchOperation(request);
    if (!operation) return [`${shown}: no operation of the description`];
    const responses = operation.responses as Responses;
    const described = responses[String(res.status)];
    if (!described) return [`${shown}: status not described (described: ${Object.keys(responses).join(", ")})`];
    const problems: string[] = [];
    const type = res.headers.get("content-type")?.split(";")[0]?.trim();
    const types = Object.keys(described.content ?? {});
    const text = await res.text();
    if (types.length === 0 && text !== "") problems.push(`${shown}: a body where the description has none`);
    if (types.length > 0 && !types.includes(type ?? "")) problems.push(`${shown}: media type ${type} not described (${types.join(", ")})`);
    if (type === "application/json") {
      const body = api.validator.validateResponse(JSON.parse(text), operation, res.status);
      for (const error of body.errors ?? []) problems.push(`${shown}: body${error.instancePath} ${error.message}`);
    }
    const headers = Object.fromEntries(res.headers.entries());
    for (const [name, header] of Object.entries(described.headers ?? {}))
      if (header.required && headers[name.toLowerCase()] === undefined) problems.push(`${shown}: header ${name} missing`);
    const checked = api.validator.validateResponseHeaders(headers, operation, { statusCode: res.status, setMatchType: "any" as never });
    for (const error of checked.errors ?? []) problems.push(`${shown}: header${error.instancePath} ${error.message}`);
    if (res.status < 300 && !sent.form) {
      const input = api.validateRequest(request, operation);
      for (const error of input.errors ?? []) problems.push(`${shown}: the request${error.instancePath} ${error.message} (${JSON.stringify(error.params)})`);
    }
    return problems;
  };
};
