export {
  DEFAULT_CONFIG,
  isHttpOrigin,
  parseRuntimeConfig,
  type ConfigIssue,
  type ConfigProblem,
  type LiveConfig,
  type MapConfig,
  type ParsedConfig,
  type PrintConfig,
  type RuntimeConfig,
} from './runtimeConfig';
