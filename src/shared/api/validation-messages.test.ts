// A server validation message is never shown in English alone (issue 25): every pydantic error
// type the contract lists (ValidationErrorType, read from the bundled contract, not from our
// table) has a Russian text naming the field, an unknown one a Russian lead-in, and the spec's
// rule stays (section 5: the last item of a detail list supplies the message).
import { beforeAll, describe, expect, it } from 'vitest';
import trader from '../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { ERROR_CODE_MESSAGES } from './error-codes.ts';
import { ApiError, errorMessage, loadValidationMessages, serverDetailMessage, shownDetail } from './errors.ts';
import { VALIDATION_TYPE_TEXTS, fieldLabel, validationItemMessage, type ValidationErrorType } from './validation-messages.ts';

// The HTTP layer loads the texts before it raises an ApiError for a list detail (middleware.ts).
beforeAll(() => loadValidationMessages());

const ctx = { operationId: 'withdraw', method: 'POST', path: '/traders/balance/withdraw', requestId: 'r' };
const CYRILLIC = /[А-Яа-яЁё]/;
const AMOUNT = ['body', 'amount'];

function documentedTypes(): string[] {
  const schema = (trader.components.schemas as Record<string, unknown>).ValidationErrorType as { enum?: unknown } | undefined;
  if (!schema || !Array.isArray(schema.enum)) throw new Error('The contract lists no ValidationErrorType enum');
  return schema.enum.map(String);
}

const TYPES = documentedTypes();

/** One item of each type as pydantic v2 sends it, and what the trader reads. */
const CASES: Record<ValidationErrorType, [item: Record<string, unknown>, shown: string]> = {
  missing: [{ loc: AMOUNT, msg: 'Field required', type: 'missing' }, 'Сумма: значение не указано'],
  greater_than_equal: [{ loc: AMOUNT, msg: 'Input should be greater than or equal to 10', type: 'greater_than_equal', ctx: { ge: 10 } }, 'Сумма: не меньше 10'],
  greater_than: [{ loc: AMOUNT, msg: 'Input should be greater than 0', type: 'greater_than', ctx: { gt: 0 } }, 'Сумма: должно быть больше 0'],
  less_than_equal: [{ loc: ['body', 'duration_minutes'], msg: 'Input should be less than or equal to 480', type: 'less_than_equal', ctx: { le: 480 } }, 'Длительность поиска: не больше 480'],
  less_than: [{ loc: AMOUNT, msg: 'Input should be less than 1000000', type: 'less_than', ctx: { lt: 1000000 } }, 'Сумма: должно быть меньше 1\u00a0000\u00a0000'],
  multiple_of: [{ loc: AMOUNT, msg: 'Input should be a multiple of 0.01', type: 'multiple_of', ctx: { multiple_of: 0.01 } }, 'Сумма: должно быть кратно 0,01'],
  finite_number: [{ loc: AMOUNT, msg: 'Input should be a finite number', type: 'finite_number' }, 'Сумма: введите число'],
  string_too_short: [{ loc: ['body', 'address'], msg: 'String should have at least 34 characters', type: 'string_too_short', ctx: { min_length: 34 } }, 'Адрес: не короче 34 символов'],
  string_too_long: [{ loc: ['body', 'holder_name'], msg: 'String should have at most 100 characters', type: 'string_too_long', ctx: { max_length: 100 } }, 'Имя владельца: не длиннее 100 символов'],
  string_pattern_mismatch: [{ loc: ['body', 'address'], msg: "String should match pattern '^T[1-9A-HJ-NP-Za-km-z]{33}$'", type: 'string_pattern_mismatch', ctx: { pattern: '^T' } }, 'Адрес: неверный формат'],
  string_type: [{ loc: ['body', 'recipient'], msg: 'Input should be a valid string', type: 'string_type' }, 'Получатель: ожидается текст'],
  too_short: [{ loc: ['body', 'days'], msg: 'List should have at least 7 items after validation, not 6', type: 'too_short', ctx: { field_type: 'List', min_length: 7, actual_length: 6 } }, 'График: нужно не меньше 7 значений'],
  too_long: [{ loc: ['body', 'days'], msg: 'List should have at most 7 items after validation, not 8', type: 'too_long', ctx: { field_type: 'List', max_length: 7, actual_length: 8 } }, 'График: нужно не больше 7 значений'],
  decimal_max_places: [{ loc: AMOUNT, msg: 'Decimal input should have no more than 2 decimal places', type: 'decimal_max_places', ctx: { decimal_places: 2 } }, 'Сумма: не больше 2 знаков после запятой'],
  decimal_max_digits: [{ loc: AMOUNT, msg: 'Decimal input should have no more than 12 digits in total', type: 'decimal_max_digits', ctx: { max_digits: 12 } }, 'Сумма: не больше 12 цифр'],
  decimal_whole_digits: [{ loc: AMOUNT, msg: 'Decimal input should have no more than 9 digits before the decimal point', type: 'decimal_whole_digits', ctx: { whole_digits: 9 } }, 'Сумма: не больше 9 цифр до запятой'],
  decimal_parsing: [{ loc: AMOUNT, msg: 'Input should be a valid decimal', type: 'decimal_parsing' }, 'Сумма: введите число'],
  decimal_type: [{ loc: AMOUNT, msg: 'Decimal input should be an integer, float, string or Decimal object', type: 'decimal_type' }, 'Сумма: введите число'],
  float_parsing: [{ loc: AMOUNT, msg: 'Input should be a valid number, unable to parse string as a number', type: 'float_parsing' }, 'Сумма: введите число'],
  float_type: [{ loc: AMOUNT, msg: 'Input should be a valid number', type: 'float_type' }, 'Сумма: введите число'],
  int_parsing: [{ loc: ['body', 'bank_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing' }, 'Банк: введите целое число'],
  int_type: [{ loc: ['body', 'duration_minutes'], msg: 'Input should be a valid integer', type: 'int_type' }, 'Длительность поиска: введите целое число'],
  int_from_float: [{ loc: ['body', 'duration_minutes'], msg: 'Input should be a valid integer, got a number with a fractional part', type: 'int_from_float' }, 'Длительность поиска: введите целое число'],
  bool_parsing: [{ loc: ['query', 'active'], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing' }, 'Поле «active»: ожидается «да» или «нет»'],
  bool_type: [{ loc: ['body', 'active'], msg: 'Input should be a valid boolean', type: 'bool_type' }, 'Поле «active»: ожидается «да» или «нет»'],
  enum: [{ loc: ['query', 'status'], msg: "Input should be 'process', 'completed' or 'cancelled'", type: 'enum', ctx: { expected: "'process', 'completed' or 'cancelled'" } }, 'Поле «status»: выберите одно из допустимых значений'],
  literal_error: [{ loc: ['body', 'direction'], msg: "Input should be 'IN' or 'OUT'", type: 'literal_error', ctx: { expected: "'IN' or 'OUT'" } }, 'Поле «direction»: выберите одно из допустимых значений'],
  uuid_parsing: [{ loc: ['path', 'transaction_id'], msg: 'Input should be a valid UUID, invalid character', type: 'uuid_parsing' }, 'Поле «transaction_id»: неверный идентификатор'],
  uuid_type: [{ loc: ['path', 'transaction_id'], msg: 'UUID input should be a string, bytes or UUID object', type: 'uuid_type' }, 'Поле «transaction_id»: неверный идентификатор'],
  datetime_parsing: [{ loc: ['query', 'date_from'], msg: 'Input should be a valid datetime, invalid character in year', type: 'datetime_parsing' }, 'Дата с: неверные дата и время'],
  date_parsing: [{ loc: ['query', 'date_to'], msg: 'Input should be a valid date in the format YYYY-MM-DD, input is too short', type: 'date_parsing' }, 'Дата по: неверная дата'],
  json_invalid: [{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', ctx: { error: 'Expecting value' } }, 'Данные запроса не прочитаны, попробуйте ещё раз'],
  value_error: [{ loc: AMOUNT, msg: 'Value error, amount must leave the trading minimum', type: 'value_error' }, 'Сумма: недопустимое значение (amount must leave the trading minimum)'],
  extra_forbidden: [{ loc: ['body', 'comment'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' }, 'Поле «comment»: сервер не ждёт это поле'],
};

describe('pydantic error types documented by the contract', () => {
  it('the contract lists the types FastAPI sends for our forms', () => {
    expect(TYPES).toEqual(expect.arrayContaining(['missing', 'greater_than_equal', 'less_than_equal', 'string_too_short', 'string_pattern_mismatch', 'value_error']));
  });

  it('the table has exactly the types the contract lists', () => {
    expect(Object.keys(VALIDATION_TYPE_TEXTS).sort()).toEqual([...TYPES].sort());
    expect(Object.keys(CASES).sort()).toEqual([...TYPES].sort());
  });

  it.each(TYPES)('%s is shown in Russian, naming the field', (type) => {
    const [item, shown] = CASES[type as ValidationErrorType];
    expect(validationItemMessage(item)).toBe(shown);
    expect(shown).toMatch(CYRILLIC);
    // Through every way a server error reaches the screen, 4xx and 5xx (withdraw and transfer).
    const body = { detail: [{ loc: ['body'], msg: 'an earlier item', type: 'missing' }, item] };
    expect(new ApiError(422, body, ctx).message).toBe(shown);
    expect(errorMessage(new ApiError(400, body, ctx))).toBe(shown);
    expect(serverDetailMessage(new ApiError(500, body, ctx))).toBe(shown);
  });
});

describe('the withdrawal 422 of issue 25', () => {
  it('reads the limit from msg when the item has neither type nor ctx', () => {
    const body = { detail: [{ loc: ['body', 'amount'], msg: 'Input should be greater than or equal to 10' }] };
    expect(serverDetailMessage(new ApiError(422, body, ctx))).toBe('Сумма: не меньше 10');
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Input should be greater than 0' })).toBe('Сумма: должно быть больше 0');
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Input should be less than or equal to 0.5' })).toBe('Сумма: не больше 0,5');
  });

  it('prefers ctx to the number in msg, and reads a decimal limit sent as a string', () => {
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Input should be greater than or equal to 10', type: 'greater_than_equal', ctx: { ge: '10.5' } })).toBe('Сумма: не меньше 10,5');
  });

  it('a limit neither ctx nor msg gives: the lead-in and the English cause, never a sentence with a hole', () => {
    expect(validationItemMessage({ loc: ['body', 'address'], msg: 'Too short', type: 'string_too_short' })).toBe('Адрес: сервер не принял значение (Too short)');
  });

  it("reads pydantic v1's type names and limit_value", () => {
    expect(validationItemMessage({ loc: AMOUNT, msg: 'ensure this value is greater than or equal to 10', type: 'value_error.number.not_ge', ctx: { limit_value: 10 } })).toBe('Сумма: не меньше 10');
    expect(validationItemMessage({ loc: ['body', 'address'], msg: 'field required', type: 'value_error.missing' })).toBe('Адрес: значение не указано');
    expect(validationItemMessage({ loc: AMOUNT, msg: 'odd', type: 'constructor' })).toBe('Сумма: сервер не принял значение (odd)');
  });
});

describe('anything else', () => {
  it('an unknown type gets a Russian lead-in naming the field, the English cause in parentheses', () => {
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Input should be a valid IPv4 address', type: 'ip_v4_address' })).toBe('Сумма: сервер не принял значение (Input should be a valid IPv4 address)');
    expect(validationItemMessage({ loc: ['body', 'network'], msg: 'Unsupported network', type: 'network_error' })).toBe('Поле «network»: сервер не принял значение (Unsupported network)');
    expect(validationItemMessage({ loc: ['body'], msg: 'Operation not allowed', type: 'custom' })).toBe('Сервер не принял данные (Operation not allowed)');
    expect(validationItemMessage({ loc: AMOUNT, msg: '', type: 'custom' })).toBe('Сумма: сервер не принял значение');
  });

  it('names the field by the last name in loc', () => {
    expect(fieldLabel(['body', 'days', 3, 'start'])).toBe('Начало смены');
    expect(fieldLabel(['body', 'days', 3])).toBe('График');
    expect(fieldLabel(['header', 'Idempotency-Key'])).toBe('Служебное поле «Idempotency-Key»');
    expect(fieldLabel(['body'])).toBeNull();
    expect(fieldLabel(['body', 'constructor'])).toBe('Поле «constructor»');
    expect(fieldLabel('amount')).toBeNull();
  });

  it('a msg the server wrote in Russian is shown as sent; a documented code in msg in its Russian text', () => {
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Сумма превышает доступный баланс', type: 'value_error' })).toBe('Сумма превышает доступный баланс');
    expect(validationItemMessage({ loc: AMOUNT, msg: 'Value error, Минимум 10 USDT', type: 'value_error' })).toBe('Минимум 10 USDT');
    expect(validationItemMessage({ loc: AMOUNT, msg: 'WITHDRAWAL_LIMIT_EXCEEDED', type: 'value_error' })).toBe(ERROR_CODE_MESSAGES.WITHDRAWAL_LIMIT_EXCEEDED);
  });

  it('keeps the spec rule: the last item of a list, a string detail directly', () => {
    const list = { detail: [{ loc: AMOUNT, msg: 'Field required', type: 'missing' }, { loc: ['body', 'address'], msg: 'String should have at least 1 character', type: 'string_too_short', ctx: { min_length: 1 } }] };
    expect(shownDetail(list)).toBe('Адрес: значение не указано');
    expect(shownDetail({ detail: 'Минимальная сумма 10 USDT' })).toBe('Минимальная сумма 10 USDT');
    expect(shownDetail({ detail: 'WITHDRAWAL_LIMIT_EXCEEDED' })).toBe(ERROR_CODE_MESSAGES.WITHDRAWAL_LIMIT_EXCEEDED);
    expect(shownDetail({ detail: [] })).toBeNull();
    expect(shownDetail({ detail: [{ loc: AMOUNT, msg: 'Field required', type: 'missing' }, 'junk'] })).toBeNull();
    expect(serverDetailMessage(new ApiError(422, { detail: [{ loc: AMOUNT }] }, ctx))).toBe('Проверьте введённые данные.');
  });

  it('keeps the English detail in the log line', () => {
    const body = { detail: [{ loc: AMOUNT, msg: 'Input should be greater than or equal to 10', type: 'greater_than_equal' }] };
    expect(new ApiError(422, body, ctx).describe()).toContain('failed with 422: Input should be greater than or equal to 10');
  });
});
