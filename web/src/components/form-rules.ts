import type { Rule } from 'antd/es/form';
import type { Check } from '../auth-validation';

/** An antd Form rule from one of the spec's checks (its message, exactly as the spec has it). */
export function ruleFrom(check: Check): Rule {
  return {
    validator: (_rule, value: string | undefined) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
