// Russian for FastAPI/pydantic validation items ({loc, msg, type, ctx}). The spec shows the last
// item of a detail list (section 5); its English `msg` is never shown alone: each error type the
// contract lists (ValidationErrorType) has a Russian text naming the field, with the limits from
// `ctx` (or read from `msg` when `ctx` is absent, as older servers and proxies send it); any
// other type gets a Russian lead-in naming the field, followed by the server's English `msg` in
// parentheses. The English is kept there on purpose: it is the only precise cause the trader can
// quote to support (the log line with the request id stays in the console), and it is never the
// whole message. A `msg` the server wrote in Russian is meant for the trader and is shown as sent.
// The Record keeps the table complete: a type added to the contract does not compile until it
// has a text here.
import type { components } from '../../../generated/openapi/trader-api.ts';
import { countLabel } from '../lib/plural.ts';
import { ERROR_CODE_MESSAGES, localizeDetail } from './error-codes.ts';

export type ValidationErrorType = components['schemas']['ValidationErrorType'];

/** The limits of a failed check: `ctx` values, or what the type's English template held. */
type Values = Readonly<Record<string, unknown>>;

interface TypeText {
  /** pydantic v2's English template, to read the limit from `msg` without `ctx` and to recognise an item sent without `type`. */
  template?: RegExp;
  /** The `ctx` key the template's first group fills. */
  key?: string;
  /** What is wrong, after "<Field>: ". */
  text(values: Values, msg: string): string;
}

// After "не больше" / "не короче" a number takes the genitive: "1 символа", "2 символов", "21 символа".
const CHARACTERS = ['символа', 'символов', 'символов'] as const;
const ITEMS = ['значения', 'значений', 'значений'] as const;
const DIGITS = ['цифры', 'цифр', 'цифр'] as const;
const DECIMALS = ['знака', 'знаков', 'знаков'] as const;

const NUMBER_FORMAT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 20, useGrouping: true });

/** A limit as the trader reads it: a number as the ru locale writes it (1 000 000, 0,01), anything else as sent. */
function limit(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return NUMBER_FORMAT.format(value);
  if (typeof value === 'string') {
    const text = value.trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? NUMBER_FORMAT.format(Number(text)) : text;
  }
  return '';
}

function count(value: unknown, forms: readonly [string, string, string]): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? countLabel(n, forms) : `${limit(value)} ${forms[2]}`;
}

const NUMBER = 'введите число';
const WHOLE_NUMBER = 'введите целое число';
const CHOICE = 'выберите одно из допустимых значений';
const FORMAT = 'неверный формат';

export const VALIDATION_TYPE_TEXTS: Readonly<Record<ValidationErrorType, TypeText>> = {
  missing: { template: /^Field required$/i, text: () => 'значение не указано' },
  greater_than_equal: { template: /^Input should be greater than or equal to (.+)$/, key: 'ge', text: (v) => `не меньше ${limit(v.ge)}` },
  greater_than: { template: /^Input should be greater than (.+)$/, key: 'gt', text: (v) => `должно быть больше ${limit(v.gt)}` },
  less_than_equal: { template: /^Input should be less than or equal to (.+)$/, key: 'le', text: (v) => `не больше ${limit(v.le)}` },
  less_than: { template: /^Input should be less than (.+)$/, key: 'lt', text: (v) => `должно быть меньше ${limit(v.lt)}` },
  multiple_of: { template: /^Input should be a multiple of (.+)$/, key: 'multiple_of', text: (v) => `должно быть кратно ${limit(v.multiple_of)}` },
  finite_number: { template: /^Input should be a finite number$/, text: () => NUMBER },
  string_too_short: {
    template: /^String should have at least (\d+) characters?$/,
    key: 'min_length',
    text: (v) => (Number(v.min_length) === 1 ? 'значение не указано' : `не короче ${count(v.min_length, CHARACTERS)}`),
  },
  string_too_long: { template: /^String should have at most (\d+) characters?$/, key: 'max_length', text: (v) => `не длиннее ${count(v.max_length, CHARACTERS)}` },
  string_pattern_mismatch: { template: /^String should match pattern /, text: () => FORMAT },
  string_type: { template: /^Input should be a valid string$/, text: () => 'ожидается текст' },
  too_short: { template: /^\w+ should have at least (\d+) items?\b/, key: 'min_length', text: (v) => `нужно не меньше ${count(v.min_length, ITEMS)}` },
  too_long: { template: /^\w+ should have at most (\d+) items?\b/, key: 'max_length', text: (v) => `нужно не больше ${count(v.max_length, ITEMS)}` },
  decimal_max_places: {
    template: /^Decimal input should have no more than (\d+) decimal places?$/,
    key: 'decimal_places',
    text: (v) => `не больше ${count(v.decimal_places, DECIMALS)} после запятой`,
  },
  decimal_max_digits: { template: /^Decimal input should have no more than (\d+) digits? in total$/, key: 'max_digits', text: (v) => `не больше ${count(v.max_digits, DIGITS)}` },
  decimal_whole_digits: {
    template: /^Decimal input should have no more than (\d+) digits? before the decimal point$/,
    key: 'whole_digits',
    text: (v) => `не больше ${count(v.whole_digits, DIGITS)} до запятой`,
  },
  decimal_parsing: { template: /^Input should be a valid decimal$/, text: () => NUMBER },
  decimal_type: { template: /^Decimal input should be an integer, float, string or Decimal object$/, text: () => NUMBER },
  float_parsing: { template: /^Input should be a valid number, unable to parse/, text: () => NUMBER },
  float_type: { template: /^Input should be a valid number$/, text: () => NUMBER },
  int_parsing: { template: /^Input should be a valid integer, unable to parse/, text: () => WHOLE_NUMBER },
  int_type: { template: /^Input should be a valid integer$/, text: () => WHOLE_NUMBER },
  int_from_float: { template: /^Input should be a valid integer, got a number with a fractional part$/, text: () => WHOLE_NUMBER },
  bool_parsing: { template: /^Input should be a valid boolean, unable to interpret/, text: () => 'ожидается «да» или «нет»' },
  bool_type: { template: /^Input should be a valid boolean$/, text: () => 'ожидается «да» или «нет»' },
  enum: { text: () => CHOICE },
  literal_error: { text: () => CHOICE },
  uuid_parsing: { template: /^Input should be a valid UUID/, text: () => 'неверный идентификатор' },
  uuid_type: { text: () => 'неверный идентификатор' },
  datetime_parsing: { template: /^Input should be a valid datetime/, text: () => 'неверные дата и время' },
  date_parsing: { template: /^Input should be a valid date/, text: () => 'неверная дата' },
  json_invalid: { template: /^(JSON decode error|Invalid JSON)/, text: () => 'данные запроса не прочитаны, попробуйте ещё раз' },
  // A custom check: "Value error, <the validator's own text>". Its English text is all the cause
  // there is, so it stays in parentheses.
  value_error: { text: (_v, msg) => withCause('недопустимое значение', msg.replace(/^Value error,\s*/, '')) },
  extra_forbidden: { template: /^Extra inputs are not permitted$/, text: () => 'сервер не ждёт это поле' },
};

/** pydantic v1's type names (FastAPI before 0.100), read as their v2 names. */
const V1_TYPES: Readonly<Record<string, ValidationErrorType>> = {
  'value_error.missing': 'missing',
  'value_error.number.not_ge': 'greater_than_equal',
  'value_error.number.not_gt': 'greater_than',
  'value_error.number.not_le': 'less_than_equal',
  'value_error.number.not_lt': 'less_than',
  'value_error.any_str.min_length': 'string_too_short',
  'value_error.any_str.max_length': 'string_too_long',
  'value_error.str.regex': 'string_pattern_mismatch',
  'value_error.decimal.max_places': 'decimal_max_places',
  'type_error.integer': 'int_type',
  'type_error.float': 'float_type',
  'type_error.decimal': 'decimal_type',
  'type_error.enum': 'enum',
  'value_error.jsondecode': 'json_invalid',
};

/** v1 sent every limit as ctx.limit_value. */
const V1_LIMIT_KEYS = ['ge', 'gt', 'le', 'lt', 'min_length', 'max_length', 'decimal_places'];

/** The fields of the contract's request bodies and parameters, as the forms name them. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  amount: 'Сумма',
  address: 'Адрес',
  recipient: 'Получатель',
  phone: 'Номер телефона',
  card_number: 'Номер карты',
  holder_name: 'Имя владельца',
  bank_id: 'Банк',
  payment_method_id: 'Способ оплаты',
  timezone: 'Часовой пояс',
  days: 'График',
  start: 'Начало смены',
  end: 'Конец смены',
  duration_minutes: 'Длительность поиска',
  reason: 'Причина',
  date_from: 'Дата с',
  date_to: 'Дата по',
};

const REQUEST_PARTS = new Set(['body', 'query', 'path', 'header', 'cookie']);

/** How the message names the field: "Сумма", 'Поле «foo»' for one we do not know, null for the request as a whole. */
export function fieldLabel(loc: unknown): string | null {
  const parts = Array.isArray(loc) ? (loc as unknown[]) : [];
  // The last name in loc ([body, days, 3, start] -> start); list indexes and the part itself say nothing.
  const name = parts.findLast((p, i): p is string => typeof p === 'string' && !(i === 0 && REQUEST_PARTS.has(p)));
  if (name === undefined) return null;
  if (Object.hasOwn(FIELD_NAMES, name)) return FIELD_NAMES[name] ?? null;
  return parts[0] === 'header' ? `Служебное поле «${name}»` : `Поле «${name}»`;
}

function withCause(text: string, english: string): string {
  const cause = english.trim();
  return cause === '' ? text : `${text} (${cause})`;
}

function sentence(label: string | null, text: string): string {
  if (label !== null) return `${label}: ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CYRILLIC = /[А-Яа-яЁё]/;

function isKnownType(type: string): type is ValidationErrorType {
  return Object.hasOwn(VALIDATION_TYPE_TEXTS, type);
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The type of an item: its own (v1 names read as v2), else the one whose English template its msg matches. */
function typeOf(rawType: unknown, msg: string): ValidationErrorType | null {
  if (typeof rawType === 'string') {
    const type = Object.hasOwn(V1_TYPES, rawType) ? (V1_TYPES[rawType] ?? rawType) : rawType;
    if (isKnownType(type)) return type;
  }
  for (const [type, entry] of Object.entries(VALIDATION_TYPE_TEXTS) as [ValidationErrorType, TypeText][]) {
    if (entry.template?.test(msg)) return type;
  }
  return null;
}

function valuesOf(type: ValidationErrorType, item: Record<string, unknown>, msg: string): Values {
  const ctx = recordOf(item.ctx);
  const { template, key } = VALIDATION_TYPE_TEXTS[type];
  if (key === undefined || ctx[key] !== undefined) return ctx;
  if (ctx.limit_value !== undefined && V1_LIMIT_KEYS.includes(key)) return { ...ctx, [key]: ctx.limit_value };
  const fromMsg = template?.exec(msg)?.[1] ?? /(-?\d+(?:\.\d+)?)/.exec(msg)?.[1];
  return { ...ctx, [key]: fromMsg };
}

/**
 * The Russian message for one validation item, or null when it is not an item (no `msg` and no
 * `type`). A documented code in `msg` gets its ErrorCode text; a Russian `msg` is shown as sent.
 */
export function validationItemMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const msg = typeof item.msg === 'string' ? item.msg.trim() : '';
  if (msg === '' && typeof item.type !== 'string') return null;
  if (Object.hasOwn(ERROR_CODE_MESSAGES, msg)) return localizeDetail(msg);
  if (CYRILLIC.test(msg)) return msg.replace(/^Value error,\s*/, '');
  const label = fieldLabel(item.loc);
  const type = typeOf(item.type, msg);
  const unknown = () => sentence(label, withCause(label === null ? 'сервер не принял данные' : 'сервер не принял значение', msg));
  if (type === null) return unknown();
  const { key, text } = VALIDATION_TYPE_TEXTS[type];
  const values = valuesOf(type, item, msg);
  // A limit neither ctx nor msg gave: no sentence with a hole in it; the lead-in and the cause.
  if (key !== undefined && limit(values[key]) === '') return unknown();
  return sentence(label, text(values, msg));
}
