// A problem with the config (a field, a file it names, an environment variable): exit 2, naming it.
export class ConfigError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
