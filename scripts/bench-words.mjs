// What the API benches' generated events and groups are made of (scripts/bench-api-events.mjs,
// bench-api-groups.mjs): uuids and SQL arrays for set-based generation, and the same vocabulary,
// so a topic word or a city finds the same share of events and of groups.

/** A deterministic uuid from a prefix and a row number (a SQL expression). */
export const uuidOf = (prefix, n) =>
  `('${prefix}-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;
export const sqlArray = (words) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

/**
 * People 1 to `count` as confirmed auth.users rows (organisers may publish: role business), ids
 * from `user(n)`, emails `<emailPrefix><n>@bench.vstrechi.test`; their profiles are the caller's.
 */
export const authUsersSql = (user, emailPrefix, count) =>
  `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', ${user('u')}, 'authenticated', 'authenticated',
  '${emailPrefix}' || u || '@bench.vstrechi.test', '', now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"], "role": "business"}',
  jsonb_build_object('full_name', 'Участник ' || u), now(), now()
from generate_series(1, ${count}) u;`;

// Six categories x five topics: a topic word finds 1/30 of the rows, all in one category.
export const TOPICS = sqlArray([
  ...['React', 'Python', 'Kotlin', 'DevOps', 'Нейросети'],
  ...['Йога', 'Бег', 'Медитация', 'Плавание', 'Питание'],
  ...['Живопись', 'Фотография', 'Театр', 'Керамика', 'Поэзия'],
  ...['Стартапы', 'Маркетинг', 'Инвестиции', 'Переговоры', 'Продажи'],
  ...['Паста', 'Сыры', 'Кофе', 'Выпечка', 'Вино'],
  ...['Английский', 'Шахматы', 'История', 'Математика', 'Лекторий'],
]);
export const CATEGORIES = sqlArray([
  'technology',
  'health',
  'art',
  'business',
  'food',
  'education',
]);
export const AUDIENCES = sqlArray([
  'для начинающих',
  'для профессионалов',
  'для всей семьи',
  'выходного дня',
  'после работы',
  'на свежем воздухе',
  'в формате нетворкинга',
]);
// Москва twice: the biggest city gets the most rows.
export const CITIES = sqlArray([
  'Москва',
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Новосибирск',
  'Екатеринбург',
]);
