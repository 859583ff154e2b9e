/** The words of the rules panels (RulesFields, RulesSummary), loaded with them. */
/** The words of the rules panels (besides the catalogue's own), by language. */
export const RULES_WORDS = {
  zh: {
    preset: '规则预设',
    advanced: '高级规则',
    reset: '恢复为预设',
    changed: '已改',
    source: '出处：',
    presetValue: '预设值 ',
    on: '开',
    off: '关',
    rules: '规则：',
    none: '不改任何选项',
    loading: '正在载入规则…',
  },
  en: {
    preset: 'Rules preset',
    advanced: 'Advanced rules',
    reset: 'Reset to preset',
    changed: 'changed',
    source: 'source: ',
    presetValue: 'preset ',
    on: 'on',
    off: 'off',
    rules: 'Rules: ',
    none: 'no option changed',
    loading: 'Loading the rules…',
  },
} as const;
