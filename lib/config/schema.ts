// The target config file's schema (zod): the one definition behind validation, types and JSON Schema.
import { z } from 'zod';
import { REMOTE_RATE_LIMIT } from './rate-limit.ts';
import { PLAIN_PAGE_MODES, SCREENSHOT_MODES } from './evidence-modes.ts';

/** A secret: given inline, or as {"env": "VAR"} so it never sits in the file. */
export const Secret = z
  .union(
    [z.string().min(1), z.object({ env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name') }).strict()],
    { error: 'expected a non-empty string or {"env": "VAR"}' },
  )
  .describe('A secret value, or {"env": "VAR"} to read it from the environment variable VAR.');

const HttpUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });

export const MemberLogin = z
  .object({
    username: z.string().min(1).describe('Login name (usually the e-mail address) of a test member.'),
    password: Secret.describe("The member's password."),
    label: z.string().optional().describe('Name used in reports; defaults to the username.'),
  })
  .strict();

export const MemberClient = z
  .object({
    clientId: z.string().min(1).describe('client_id of a member client created by a site operator.'),
    redirectUri: HttpUrl.describe(
      'A redirect URI registered for that client (a loopback http://127.0.0.1:<port>/<path> lets the harness catch the redirect).',
    ),
    scopes: z.array(z.string().min(1)).min(1).describe('Scopes the operator granted the client, e.g. ["openid","email","account:read"].'),
    clientSecret: Secret.optional().describe('Secret for a confidential client (client_secret_post); omit for a public client.'),
  })
  .strict();

const LoginAction = z.union([
  z.object({ fill: z.string(), value: z.union([z.string(), Secret]) }).strict(),
  z.object({ click: z.string() }).strict(),
  z.object({ wait: z.union([z.string(), z.number().int().nonnegative()]) }).strict(),
]);

export const Login = z
  .object({
    strategy: z
      .enum(['generic', 'steps', 'script'])
      .default('generic')
      .describe(
        'generic: find the fields and buttons by role, label and common names; steps: the declarative steps below; script: a module of your own.',
      ),
    steps: z
      .array(
        z
          .object({
            match: z.string().describe('A regular expression matched against the page URL.'),
            page: z.enum(['login', 'consent']).default('login').describe('What the page is: a login step, or a consent step.'),
            decision: z
              .enum(['approve', 'deny'])
              .optional()
              .describe('For a consent step: the decision these actions make (omit for both).'),
            actions: z.array(LoginAction).min(1),
          })
          .strict(),
      )
      .optional()
      .describe('For strategy "steps": the actions to take on each page. Values may use {{username}} and {{password}}.'),
    script: z
      .string()
      .optional()
      .describe(
        'For strategy "script": path of a module exporting login(page, member) and consent(page, decision), and optionally classify(page).',
      ),
    origins: z
      .array(HttpUrl)
      .default([])
      .describe(
        "Further origins the browser may visit during sign-in and consent (an identity provider's sign-in page). The harness's own HTTP requests stay on the configured origins.",
      ),
    headless: z.boolean().optional().describe('Run the browser headless (default: use.headless of playwright.config.ts, true).'),
    pageTimeoutMs: z.number().int().positive().default(15000).describe('Longest wait for one login or consent page.'),
    screenshots: z
      .enum(SCREENSHOT_MODES)
      .default('on-failure')
      .describe(
        "on-failure: screenshots of the pages behind each check that failed, warned or ended in error, and of the first page of each kind at each address (the report's gallery); all: every distinct page (cs-conformance certify asks for it).",
      ),
    plainPages: z
      .enum(PLAIN_PAGE_MODES)
      .default('http')
      .describe(
        'http: an expected error page the browser could not act on (no script, refresh, form or redirect) is judged from its answer, never drawn; browser: every page is drawn.',
      ),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.strategy === 'steps' && !v.steps?.length)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'strategy "steps" needs at least one step' });
    if (v.strategy === 'script' && !v.script)
      ctx.addIssue({ code: 'custom', path: ['script'], message: 'strategy "script" needs the path of a script' });
  });

export const Concurrency = z
  .object({
    workers: z
      .number()
      .int()
      .min(1)
      .max(8)
      .default(1)
      .describe(
        'Worker processes that run the checks (each loads the harness once: more cost CPU before they save time, and on 2 cores one is faster).',
      ),
    checks: z
      .number()
      .int()
      .positive()
      .default(64)
      .describe('Checks each worker runs at the same time (they wait on the target far more than they compute).'),
    drives: z.number().int().positive().default(4).describe('Browser drives (sign-ins, consents) made at the same time.'),
    fuzz: z
      .number()
      .int()
      .positive()
      .default(8)
      .describe('Requests a fuzz session has in flight at the same time (within the rate limit).'),
  })
  .strict();

export const Timeouts = z
  .object({
    connectMs: z.number().int().positive().default(5000).describe('TCP/TLS connect timeout.'),
    headersMs: z.number().int().positive().default(15000).describe('Longest wait for response headers.'),
    bodyMs: z.number().int().positive().default(15000).describe('Longest gap while reading a response body.'),
    requestMs: z
      .number()
      .int()
      .positive()
      .default(30000)
      .describe('Total deadline of one request: connect, headers and the whole body (a slow drip trips it).'),
    startupMs: z
      .number()
      .int()
      .positive()
      .default(30000)
      .describe('Deadline for the start of a run: reaching the target and reading its discovery documents.'),
    testMs: z
      .number()
      .int()
      .positive()
      .default(60000)
      .describe(
        'Longest time one check may take of its own work (its waits in the run’s shared queues not counted); past it the check ends in error (ERR_CHECK_TIMEOUT), never as a failure.',
      ),
    runMs: z
      .number()
      .int()
      .positive()
      .default(1_800_000)
      .describe('Deadline of the whole run; checks not finished by then are reported as not run.'),
  })
  .strict();

const Seconds = (what: string) => z.number().positive().optional().describe(what);

export const Lifetimes = z
  .object({
    waitSeconds: z
      .number()
      .nonnegative()
      .default(10)
      .describe(
        'The longest the run waits to see an artefact refused after its lifetime (the waits run side by side with the other checks); --profile security waits up to the bound the text gives instead. What a run does not wait for is listed as not run in this tier.',
      ),
    leewaySeconds: z
      .number()
      .nonnegative()
      .default(300)
      .describe(
        'How long past its lifetime an artefact may still be taken: the clock skew the server allows (RFC 7519 §4.1.4: "some small leeway, usually no more than a few minutes").',
      ),
    authorizationCode: Seconds('The lifetime of an authorization code in this deployment (a test deployment may make it a few seconds).'),
    accessToken: Seconds("The lifetime of an access token, where the token response's expires_in does not state it."),
    refreshToken: Seconds('The lifetime of a refresh token in this deployment (the token response does not state it).'),
    registrationAccessToken: Seconds('The lifetime of an RFC 7592 registration access token, in a deployment where one expires.'),
    client: MemberClient.optional().describe(
      "A member client whose artefacts have these lifetimes (a test deployment may give one client short lifetimes, so that the other checks' grants last the run); default: memberClient.",
    ),
  })
  .strict();

/** A host name only: letters, digits, dots and hyphens (no scheme, port or path). */
const HostName = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/, 'expected a host name (no scheme, port or path)');

export const Cimd = z
  .object({
    url: HttpUrl.optional().describe(
      "URL of a Client ID Metadata Document the target accepts (its host allowlisted), hosted by you; used against a target the harness's own documents cannot reach.",
    ),
    host: HostName.default('127.0.0.1').describe(
      'Host name under which the harness serves its own metadata documents to a target on this machine (its listener is on 127.0.0.1); one the target allowlists.',
    ),
    production: z
      .boolean()
      .default(false)
      .describe(
        "The target is a production deployment: the CIMD draft's exception for development and testing servers on a loopback address (fetching documents from the same loopback interface) does not apply, so contacting a special-use address fails security/cimd/ssrf instead of warning.",
      ),
    unlistedHost: HostName.optional().describe(
      'A host name that resolves to 127.0.0.1 here but that the target does NOT allowlist (e.g. "localhost"), for the host-refusal check.',
    ),
    tls: z
      .object({
        cert: z.string().min(1).describe('PEM file of the certificate (for cimd.host), with its chain after it.'),
        key: z.string().min(1).describe("PEM file of the certificate's private key."),
      })
      .strict()
      .optional()
      .describe(
        "Serve the harness's own metadata documents over HTTPS (https://<cimd.host>:<port>/…) with this certificate, which the target must trust; for targets that fetch https documents only. Relative paths are read from the config file's folder. The fetch-safety checks still offer http documents where they need them refused.",
      ),
    listen: z
      .string()
      .regex(/^(\[[0-9A-Fa-f:.]+\]|[0-9A-Za-z.-]+):(\d{1,5})$/, 'expected address:port, e.g. 0.0.0.0:8443 or [::]:8443')
      .optional()
      .describe(
        'Address and port on which the metadata documents are served ("0.0.0.0:8443"), for a target elsewhere on the network (a CI service container) that reaches this machine by cimd.host; port 0 lets each suite file take a port the OS picks. Without it, documents are served on 127.0.0.1 to a target on this machine.',
      ),
  })
  .strict();

export const Tls = z
  .object({
    ca: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .optional()
      .describe(
        "PEM file(s) of the CA(s) that issued the target's certificates (a private CA): trusted for the configured origins by the harness's own requests and by its browser, without touching any system or user trust store. Relative paths are read from the config file's folder. NODE_EXTRA_CA_CERTS is honoured as well.",
      ),
    insecure: z
      .boolean()
      .default(false)
      .describe(
        "Do not verify the target's certificates at all. Printed in the console, the report's header and summary.json; certify refuses such a run.",
      ),
  })
  .strict();

export const Start = z
  .object({
    command: z
      .string()
      .min(1)
      .describe(
        'Shell command that starts the server under test (run --start-command). It runs in a process group of its own, which is stopped when the run ends; its output goes into the report as server.log, masked.',
      ),
    readyUrl: HttpUrl.optional().describe(
      "URL polled until it answers (2xx, 3xx, 400 to 403), as Playwright's webServer does (--ready-url). Default: the target's /.well-known/oauth-authorization-server.",
    ),
    timeoutMs: z
      .number()
      .int()
      .positive()
      .default(60_000)
      .describe('How long the server may take to answer at readyUrl (--start-timeout, in seconds on the command line).'),
    env: z.record(z.string(), z.string()).optional().describe("Environment variables for the command, beside the harness's own."),
  })
  .strict();

export const ConfigFile = z
  .object({
    $schema: z.string().optional(),
    baseUrl: HttpUrl.optional().describe('The service origin ({base_url}) under test. Omit to run against the embedded reference server.'),
    otherOrigin: z
      .object({
        baseUrl: HttpUrl.describe('Origin of a second site of the same platform (for resource-binding checks).'),
        memberClient: MemberClient.optional().describe('Member client at that site; defaults to memberClient.'),
        members: z.array(MemberLogin).optional().describe('Member logins at that site; default to members.'),
      })
      .strict()
      .optional(),
    memberClient: MemberClient.optional(),
    members: z.array(MemberLogin).optional().describe('Test member logins; the first is used for flows, the second for isolation checks.'),
    vendor: z
      .object({
        clientName: z.string().min(1).describe('client_name of a pre-registered vendor integration.'),
        clientId: z.string().min(1).optional().describe('The client_id that integration is known to have, when you know it.'),
      })
      .strict()
      .optional(),
    cimd: Cimd.default({ host: '127.0.0.1', production: false }).describe(
      'Client ID Metadata Documents (spec Authentication 5): the documents the cimd suite uses.',
    ),
    start: Start.optional().describe('Start the server under test before the run, and stop it after (run --start-command).'),
    tls: Tls.default({ insecure: false }).describe('TLS: the CAs trusted for an https target.'),
    login: Login.default({ strategy: 'generic', origins: [], pageTimeoutMs: 15000, screenshots: 'on-failure', plainPages: 'http' }),
    concurrency: Concurrency.default({ workers: 1, checks: 64, drives: 4, fuzz: 8 }).describe(
      'How much the harness does at once, always within rateLimit.requestsPerSecond.',
    ),
    timeouts: Timeouts.default({
      connectMs: 5000,
      headersMs: 15000,
      bodyMs: 15000,
      requestMs: 30000,
      startupMs: 30000,
      testMs: 60000,
      runMs: 1_800_000,
    }),
    rateLimit: z
      .object({
        requestsPerSecond: z
          .number()
          .positive()
          .optional()
          .describe(
            `Most requests per second the harness sends to the target, across all workers. Default: no limit when every configured origin is on this machine (127.0.0.0/8, ::1, localhost), else ${REMOTE_RATE_LIMIT}.`,
          ),
      })
      .strict()
      .optional(),
    maxResponseBytes: z
      .number()
      .int()
      .positive()
      .default(2 * 1024 * 1024)
      .describe('Responses larger than this are cut off and reported.'),
    lifetimes: Lifetimes.default({ waitSeconds: 10, leewaySeconds: 300 }).describe(
      'The lifetimes of the artefacts a client holds (code, access, refresh and registration access tokens), for the checks that use one after it (suites/relations/lifetimes).',
    ),
    allowWrites: z.boolean().default(false).describe('Allow non-safe admin API requests with data against a remote target.'),
    strict: z.boolean().default(false).describe('Count SHOULD-level warnings as failures in the exit code.'),
  })
  .strict();

export type ConfigFileInput = z.input<typeof ConfigFile>;
export type ConfigFileParsed = z.output<typeof ConfigFile>;
