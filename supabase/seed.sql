-- Demo data for local development: `supabase db reset` and the local stack's first start load it.
-- Three confirmed accounts (passwords in the README): one admin, two members. Password hashes are
-- bcrypt (cost 10) computed ahead of time, so the seed needs no pgcrypto.
-- The empty strings in the token columns matter: GoTrue fails on NULLs there.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'admin@vstrechi.test',
    '$2a$10$9dAx58FqRtMDrB5UGuPbbO8G8m4mU4HEx2gSOFjeHqXYxKXuj6ozW', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "admin"}',
    '{"full_name": "Анна Смирнова", "email_verified": true}', now(), now()
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000002',
    'authenticated', 'authenticated', 'dmitry@vstrechi.test',
    '$2a$10$440s2nI2TZ/xFLXAVjlMU.OyTjOF76O7PLDql6Mt175Te8Wx5Dhlm', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "business"}',
    '{"full_name": "Дмитрий Иванов", "email_verified": true}', now(), now()
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000003',
    'authenticated', 'authenticated', 'ekaterina@vstrechi.test',
    '$2a$10$wVY29YMxviRwDMBUUwzwheIo4Qm4IJAfujRX9Y0qxiR/bobHRjOc2', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "business"}',
    '{"full_name": "Екатерина Петрова", "email_verified": true}', now(), now()
  );

-- GoTrue signs in through the email identity, not through auth.users alone.
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', null, now(), now()
from auth.users u
where u.id in (
  'a1000000-0000-4000-8000-000000000001',
  'a1000000-0000-4000-8000-000000000002',
  'a1000000-0000-4000-8000-000000000003'
);

-- Profiles come from the on_auth_user_created trigger (full_name from the metadata above).
-- What each says of themselves on /users/{id} (issue 18); Екатерина hides the events she attended.
update public.profiles p
   set bio = v.bio, city = v.city, interests = v.interests, hide_attended = v.hide_attended
  from (values
    ('a1000000-0000-4000-8000-000000000001'::uuid,
     'Слежу за порядком во «Встречах» и хожу на выставки.', 'Санкт-Петербург',
     array['art', 'education'], false),
    ('a1000000-0000-4000-8000-000000000002'::uuid,
     'Фронтенд-разработчик, веду митапы по React и бегаю по набережным.', 'Москва',
     array['technology', 'health', 'business'], false),
    ('a1000000-0000-4000-8000-000000000003'::uuid,
     'Готовлю, учу английский и собираю людей на гастропрогулки.', 'Екатеринбург',
     array['food', 'education'], true)
  ) as v(id, bio, city, interests, hide_attended)
 where p.id = v.id;

-- =============================================================================================
-- Events (issue 5): the spec's five sample events (three featured) and enough more to page
-- through, dated relative to the moment of seeding so they stay upcoming; one draft and one
-- cancelled event; a few RSVPs by the seed members; join links for the online events.
-- Categories are reference data and live in the events migration, not here.
-- Start times are local to the event's city (Europe/Moscow, Asia/Yekaterinburg,
-- Asia/Novosibirsk); covers are the placeholders under public/images/events/.
-- Ids are fixed (e1000000-…-0000000000NN) so links and tests can name them.
-- =============================================================================================

insert into public.events (
  id, organizer_id, title, description, starts_at, ends_at, time_zone, is_online, venue_name,
  address, city, max_attendees, price, category_id, cover_url, featured, status
)
select
  ('e1000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || v.org)::uuid,
  v.title,
  v.description,
  (date_trunc('day', now() at time zone z.tz) + make_interval(days => v.days) + v.at) at time zone z.tz,
  (date_trunc('day', now() at time zone z.tz) + make_interval(days => v.days, mins => v.minutes) + v.at)
    at time zone z.tz,
  z.tz,
  v.city is null,
  v.venue,
  v.address,
  v.city,
  v.max,
  v.price,
  v.category,
  '/images/events/' || v.category || '.svg',
  v.featured,
  v.status
from (values
  -- The spec's five samples (org: 1 admin Анна, 2 Дмитрий, 3 Екатерина).
  (1, 2, 'React-митап: серверные компоненты на практике',
   'Встреча московского React-сообщества. Разбираем серверные компоненты, потоковую отрисовку и переход с классического SPA без боли. Два доклада, живой код и нетворкинг с пиццей.',
   'technology', 'Москва', 'Коворкинг «Точка кипения»', 'ул. Ильинка, 4', 7, time '19:00', 180, 0, 100, true, 'published'),
  (2, 3, 'Утренняя йога в парке Горького',
   'Мягкая практика на свежем воздухе для любого уровня подготовки. Возьмите коврик и воду, инструктор покажет упрощённые варианты асан для новичков.',
   'health', 'Москва', 'Парк Горького, Пионерский пруд', 'ул. Крымский Вал, 9', 3, time '08:00', 90, 0, 30, true, 'published'),
  (3, 1, 'Выставка современного искусства «Новые горизонты»',
   'Работы двадцати молодых художников из разных городов России: живопись, инсталляции и медиаискусство. В субботу в 15:00 — экскурсия с куратором.',
   'art', 'Санкт-Петербург', 'Арт-пространство «Линия»', 'Невский пр., 32', 10, time '12:00', 480, 500, null, true, 'published'),
  (4, 2, 'Нетворкинг для стартапов: вечер знакомств',
   'Основатели, инвесторы и специалисты в одном зале. Короткие питчи по две минуты, быстрые знакомства и свободное общение за кофе.',
   'business', 'Москва', 'Бизнес-центр «Око», конференц-зал', 'Пресненская наб., 10', 12, time '18:30', 150, 1500, 50, false, 'published'),
  (5, 3, 'Мастер-класс итальянской кухни: паста и тирамису',
   'Шеф научит готовить свежую пасту с нуля, два классических соуса и тирамису. Все продукты и фартуки включены, ужин — то, что приготовите.',
   'food', 'Москва', 'Кулинарная студия «Базилик»', 'ул. Маросейка, 7', 9, time '18:00', 180, 3500, 12, false, 'published'),

  -- Technology
  (6, 1, 'Kotlin Multiplatform: опыт продакшена',
   'Команда мобильной разработки рассказывает, как перевела общую логику iOS и Android на Kotlin Multiplatform и что из этого вышло.',
   'technology', 'Санкт-Петербург', 'Лофт «Арт-Кластер»', 'ул. Красного Текстильщика, 10', 5, time '19:00', 150, 0, 80, false, 'published'),
  (7, 2, 'Вечер open source: контрибьютим вместе',
   'Онлайн-встреча для тех, кто давно хотел сделать первый вклад в открытый проект. Подберём задачи под ваш уровень и поможем с пул-реквестом.',
   'technology', null, null, null, 3, time '20:00', 120, 0, null, false, 'published'),
  (8, 3, 'Основы Rust для бэкенд-разработчиков',
   'Практический воркшоп: владение, заимствование и асинхронный веб-сервис за один вечер. Нужен ноутбук с установленным rustup.',
   'technology', 'Новосибирск', 'Технопарк Академгородка', 'ул. Николаева, 12', 12, time '18:30', 210, 1200, 25, false, 'published'),
  (9, 1, 'Дизайн-системы в продуктовой команде',
   'Как договориться дизайнерам и разработчикам: токены, компоненты, документация и процесс изменений.',
   'technology', 'Казань', 'IT-парк', 'ул. Петербургская, 52', 9, time '19:00', 120, 0, 60, false, 'published'),
  (10, 2, 'Машинное обучение без магии: вводный воркшоп',
   'От данных до первой модели: разбираем задачу классификации в Python и учимся честно оценивать результат.',
   'technology', 'Екатеринбург', 'Коворкинг «Главный»', 'ул. Малышева, 51', 16, time '11:00', 240, 2000, 20, false, 'published'),
  (11, 3, 'TypeScript-митап: типы, которые помогают',
   'Три доклада о строгой типизации в больших проектах: от настроек компилятора до типобезопасных API.',
   'technology', 'Москва', 'Конференц-зал «Цифровое деловое пространство»', 'ул. Покровка, 47', 22, time '19:00', 180, 0, 120, false, 'published'),
  (12, 1, 'Кибербезопасность для малого бизнеса',
   'Вебинар о простых мерах защиты: пароли, резервные копии, фишинг и права доступа сотрудников.',
   'technology', null, null, null, 27, time '12:00', 90, 500, 200, false, 'published'),

  -- Health
  (13, 3, 'Пробежка на рассвете по набережной',
   'Лёгкий темп, пять километров и кофе после финиша. Подходит для начинающих.',
   'health', 'Казань', 'Кремлёвская набережная, у причала', 'Кремлёвская наб., 1', 2, time '07:00', 60, 0, null, false, 'published'),
  (14, 2, 'Медитация для начинающих',
   'Онлайн-практика осознанности: дыхание, внимание к телу и короткие упражнения, которые легко встроить в день.',
   'health', null, null, null, 4, time '21:00', 45, 0, null, false, 'published'),
  (15, 1, 'Скандинавская ходьба в Сосновке',
   'Тренер поставит технику и подберёт длину палок. Палки можно взять у организаторов.',
   'health', 'Санкт-Петербург', 'Парк Сосновка, главный вход', 'пр. Тореза, 114', 6, time '10:00', 90, 0, 25, false, 'published'),
  (16, 3, 'Лекция нутрициолога: питание и энергия',
   'Как питание влияет на сон, концентрацию и настроение. Без жёстких диет — только то, что подтверждено исследованиями.',
   'health', 'Новосибирск', 'Библиотека им. Чехова', 'ул. Крылова, 26', 11, time '18:00', 90, 700, 40, false, 'published'),
  (17, 2, 'Йога для спины: практика для офисных работников',
   'Упражнения для шеи, плеч и поясницы, которые можно делать даже за рабочим столом.',
   'health', 'Екатеринбург', 'Студия «Прана»', 'ул. Вайнера, 15', 14, time '19:30', 75, 800, 15, false, 'published'),
  (18, 1, 'Функциональный тренинг на свежем воздухе',
   'Круговая тренировка с собственным весом в парке. Интенсивность подстраивается под каждого.',
   'health', 'Москва', 'Парк «Зарядье», амфитеатр', 'ул. Варварка, 6', 19, time '09:00', 60, 300, 20, false, 'published'),

  -- Art
  (19, 2, 'Акварельный пленэр в Летнем саду',
   'Рисуем с натуры под руководством художника. Бумага, краски и кисти включены в стоимость.',
   'art', 'Санкт-Петербург', 'Летний сад, у Чайного домика', 'наб. Кутузова, 2', 8, time '11:00', 180, 1500, 12, false, 'published'),
  (20, 3, 'Экскурсия по уличному искусству',
   'Прогулка по центру города с историями о муралах, их авторах и фестивале уличного искусства.',
   'art', 'Екатеринбург', 'Сбор у Плотинки', 'пр. Ленина, 35', 10, time '14:00', 120, 600, 20, false, 'published'),
  (21, 1, 'Вечер поэзии в книжном клубе',
   'Открытый микрофон: читайте свои или любимые стихи. Чай и пироги от клуба.',
   'art', 'Казань', 'Книжный клуб «Смена»', 'ул. Бурхана Шахиди, 7', 13, time '19:00', 150, 0, 40, false, 'published'),
  (22, 2, 'Фотопрогулка: архитектура конструктивизма',
   'Снимаем здания 1920–30-х годов и разбираем композицию кадра. Подойдёт любая камера, даже телефон.',
   'art', 'Новосибирск', 'Сбор у Дома Ленина', 'ул. Ленина, 1', 17, time '12:00', 150, 500, 15, false, 'published'),
  (23, 3, 'Лекция: как смотреть современное искусство',
   'Онлайн-лекция искусствоведа о том, с чего начинать знакомство с современным искусством и как читать выставку.',
   'art', null, null, null, 20, time '19:00', 90, 0, null, false, 'published'),
  (24, 1, 'Гончарная мастерская для начинающих',
   'Индивидуальное занятие на гончарном круге для двоих: от центровки глины до первой чашки. Обжиг и глазурь включены.',
   'art', 'Москва', 'Мастерская «Глина»', 'ул. Бауманская, 11', 24, time '15:00', 150, 2500, 2, false, 'published'),

  -- Business
  (25, 3, 'Питч-сессия для стартапов ранней стадии',
   'Пять команд представят проекты экспертам, после — разбор каждого питча и ответы на вопросы.',
   'business', 'Москва', 'Технопарк «Сколково», зал 3', 'Большой бульвар, 42', 7, time '17:00', 180, 0, 30, false, 'published'),
  (26, 1, 'Финансы для фрилансеров: налоги и самозанятость',
   'Вебинар о том, как выбрать налоговый режим, вести учёт и не бояться проверок.',
   'business', null, null, null, 9, time '19:00', 90, 0, 500, false, 'published'),
  (27, 2, 'Завтрак предпринимателей',
   'Неформальная встреча владельцев малого бизнеса: обмен опытом и полезные знакомства за завтраком.',
   'business', 'Екатеринбург', 'Кафе «Мука»', 'ул. Радищева, 6', 15, time '08:30', 90, 1000, 25, false, 'published'),
  (28, 3, 'Маркетинг на маркетплейсах',
   'Практики продвижения карточек товаров, работа с отзывами и аналитика продаж.',
   'business', 'Казань', 'Бизнес-центр «Суварстроит»', 'ул. Спартаковская, 2', 18, time '18:00', 150, 1500, 50, false, 'published'),
  (29, 1, 'Как привлечь первые инвестиции',
   'Венчурные инвесторы объясняют, что они ищут в стартапе на посевной стадии и как подготовиться к встрече.',
   'business', 'Санкт-Петербург', 'Бизнес-инкубатор «Ингрия»', 'ул. Мира, 3', 23, time '18:30', 150, 2000, 60, false, 'published'),
  (30, 2, 'Переговоры: практикум',
   'Ролевые игры и разбор реальных кейсов: готовимся к сложным переговорам с клиентами и партнёрами.',
   'business', 'Новосибирск', 'Деловой центр «Кронос»', 'ул. Каменская, 32', 29, time '10:00', 360, 2500, 16, false, 'published'),

  -- Food
  (31, 2, 'Ужин от шефа: дегустационный сет',
   'Семь подач сезонного меню и рассказ шефа о каждой. Камерный формат: всего три места за столом у кухни.',
   'food', 'Москва', 'Ресторан «Северяне»', 'ул. Большая Никитская, 12', 6, time '20:00', 150, 6000, 3, false, 'published'),
  (32, 1, 'Сырная дегустация',
   'Десять сортов сыра от российских сыроварен, правила сочетаний и истории производства.',
   'food', 'Санкт-Петербург', 'Сырная лавка «Фермер»', 'ул. Рубинштейна, 23', 11, time '19:00', 120, 2500, 20, false, 'published'),
  (33, 3, 'Татарская кухня: эчпочмак своими руками',
   'Готовим эчпочмак и чак-чак по семейным рецептам. Всё приготовленное забираете с собой.',
   'food', 'Казань', 'Кулинарная школа «Казан»', 'ул. Баумана, 58', 14, time '12:00', 180, 1800, 12, false, 'published'),
  (34, 2, 'Кофейный каппинг для любителей',
   'Сравниваем зерно из пяти стран и учимся различать вкусовые ноты. Бариста расскажет о способах заваривания.',
   'food', 'Новосибирск', 'Кофейня «Зерно»', 'Красный пр., 22', 21, time '17:00', 90, 900, 10, false, 'published'),
  (35, 1, 'Уральские пельмени: семейный мастер-класс',
   'Лепим пельмени всей семьёй: тесто, начинки и секреты уральской кухни. Дети — бесплатно.',
   'food', 'Екатеринбург', 'Кулинарная студия «Печь»', 'ул. 8 Марта, 46', 26, time '12:00', 150, 1200, 16, false, 'published'),
  (36, 3, 'Веганская выпечка онлайн',
   'Готовим вместе по видеосвязи: банановый хлеб и овсяное печенье без яиц и молока.',
   'food', null, null, null, 30, time '18:00', 120, 0, null, false, 'published'),

  -- Education
  (37, 1, 'Английский разговорный клуб',
   'Практика разговорного английского в небольших группах с модератором. Уровень от Intermediate.',
   'education', 'Москва', 'Библиотека им. Некрасова', 'ул. Бауманская, 58/25', 1, time '19:00', 90, 0, 15, false, 'published'),
  (38, 2, 'Публичные выступления: первый шаг',
   'Тренинг для тех, кто волнуется перед аудиторией: структура речи, голос и работа с вопросами.',
   'education', 'Санкт-Петербург', 'Центр «Точка роста»', 'Лиговский пр., 74', 8, time '18:30', 180, 1000, 20, false, 'published'),
  (39, 3, 'Шахматный турнир для любителей',
   'Швейцарская система, семь туров, контроль 10+5. Приходите со своими часами, если есть.',
   'education', 'Казань', 'Шахматный клуб им. Нежметдинова', 'ул. Муштари, 9', 12, time '11:00', 300, 300, 32, false, 'published'),
  (40, 1, 'Основы финансовой грамотности',
   'Онлайн-курс из одного занятия: бюджет, подушка безопасности и первые шаги в инвестициях.',
   'education', null, null, null, 16, time '19:00', 90, 0, null, false, 'published'),
  (41, 2, 'Лекция об истории Сибири',
   'Историк рассказывает об освоении Сибири и о том, как строился Новониколаевск.',
   'education', 'Новосибирск', 'Краеведческий музей', 'Красный пр., 23', 19, time '18:00', 90, 0, 80, false, 'published'),
  (42, 3, 'Скорочтение: интенсив выходного дня',
   'Техники, которые помогают читать быстрее и лучше запоминать прочитанное. Два дня практики.',
   'education', 'Екатеринбург', 'Учебный центр «Знание»', 'ул. Куйбышева, 44', 25, time '10:00', 420, 1500, 20, false, 'published'),
  (43, 1, 'Научный стендап',
   'Молодые учёные рассказывают о своих исследованиях смешно и понятно. Вопросы из зала приветствуются.',
   'education', 'Москва', 'Клуб «Китайский лётчик»', 'Лубянский пр., 25', 33, time '20:00', 120, 700, 150, false, 'published'),

  -- Not in the catalogue: a draft (only Дмитрий and admins see it) and a cancelled event.
  (44, 2, 'Хакатон по искусственному интеллекту',
   'Черновик: 48 часов, команды до пяти человек, призы от партнёров. Площадка и даты уточняются.',
   'technology', 'Москва', 'Площадка уточняется', null, 40, time '10:00', 2880, 0, 150, false, 'draft'),
  (45, 3, 'Концерт камерной музыки под открытым небом',
   'Концерт отменён из-за прогноза погоды. Следите за анонсами — мы перенесём его на лето.',
   'art', 'Санкт-Петербург', 'Елагин остров, Масляный луг', 'Елагин остров, 4', 10, time '19:00', 120, 800, 200, false, 'cancelled')
) as v(n, org, title, description, category, city, venue, address, days, at, minutes, price, max,
       featured, status)
cross join lateral (
  select case v.city
    when 'Новосибирск' then 'Asia/Novosibirsk'
    when 'Екатеринбург' then 'Asia/Yekaterinburg'
    else 'Europe/Moscow'
  end as tz
) z;

-- Join links of the online events (readable by their organizer and going attendees only).
insert into public.event_private (event_id, online_url)
select e.id, 'https://meet.example.com/vstrechi-' || substr(e.id::text, 32)
from public.events e
where e.is_online and e.id::text like 'e1000000-%';

-- RSVPs by the seed members; the triggers keep going_count and waitlist_count in step. The
-- chef's table (31) is left with one seat, the pottery class (24) is full.
insert into public.rsvps (event_id, user_id, status, created_at)
select
  ('e1000000-0000-4000-8000-' || lpad(r.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || r.usr)::uuid,
  r.status,
  now() - make_interval(mins => r.ago)
from (values
  (1, 3, 'going', 300), (1, 1, 'going', 240),
  (2, 2, 'going', 200),
  (3, 2, 'going', 180), (3, 3, 'going', 170),
  (5, 1, 'going', 160), (5, 2, 'going', 150),
  (7, 3, 'going', 140),
  (24, 2, 'going', 130), (24, 3, 'going', 120),
  (31, 3, 'going', 110), (31, 1, 'going', 100),
  (37, 2, 'going', 90), (37, 3, 'going', 80),
  (45, 1, 'going', 70)
) as r(n, usr, status, ago);
-- ============================= end of the events section =====================================

-- =============================================================================================
-- Groups (issue 15): twelve groups, two in each category, in Moscow, Saint Petersburg,
-- Yekaterinburg, Novosibirsk and online, public and private, with the seed accounts in every role
-- (the founder is the owner, by trigger), pending requests, a ban, events of groups (one
-- members-only) and discussions with comments and a reply. Ids are fixed so links and tests can
-- name them: groups c1000000-…-0000000000NN, their events e2000000-…, threads d1000000-…,
-- comments d2000000-…. Every insert skips rows already there, so seeding twice changes nothing.
--   admin (a…01) Анна · dmitry (a…02) Дмитрий · ekaterina (a…03) Екатерина
-- =============================================================================================

insert into public.groups (
  id, name, description, category_id, is_online, city, privacy, created_by, cover_url, created_at
)
select
  ('c1000000-0000-4000-8000-' || lpad(g.n::text, 12, '0'))::uuid,
  g.name, g.description, g.category, g.city is null, g.city, g.privacy,
  ('a1000000-0000-4000-8000-00000000000' || g.owner)::uuid,
  '/images/events/' || g.category || '.svg',
  now() - make_interval(days => 60 - g.n * 4)
from (values
  (1, 'Фронтенд Москва', 'Встречи фронтенд-разработчиков: React, TypeScript, доклады и код-ревью. Новичкам рады.', 'technology', 'Москва', 'public', 2),
  (2, 'Kotlin Club', 'A closed study group for Kotlin and Compose: weekly calls, shared notes, code reviews.', 'technology', null, 'private', 3),
  (3, 'Бег по набережным', 'Утренние пробежки по набережным Петербурга, 5–10 км в спокойном темпе.', 'health', 'Санкт-Петербург', 'public', 3),
  (4, 'Йога для своих', 'Закрытая группа занятий йогой в небольшом зале. Вступление по заявке.', 'health', 'Москва', 'private', 2),
  (5, 'Уральская акварель', 'Пленэры и мастер-классы по акварели в Екатеринбурге.', 'art', 'Екатеринбург', 'public', 3),
  (6, 'Клуб графики', 'Линогравюра, офорт и шелкография: мастерская для участников клуба.', 'art', 'Санкт-Петербург', 'private', 2),
  (7, 'Стартапы и кофе', 'Разговоры основателей о продукте, найме и инвестициях за утренним кофе.', 'business', 'Москва', 'public', 2),
  (8, 'Сибирские предприниматели', 'Закрытый клуб владельцев малого бизнеса Новосибирска.', 'business', 'Новосибирск', 'private', 1),
  (9, 'Гастро-прогулки', 'Ищем лучшие пекарни, кофейни и рынки Петербурга вместе.', 'food', 'Санкт-Петербург', 'public', 3),
  (10, 'Домашняя паста', 'Готовим пасту руками: тесто, соусы, обмен рецептами.', 'food', 'Москва', 'public', 2),
  (11, 'Английский по вечерам', 'Разговорный клуб английского онлайн: темы недели, игры, произношение.', 'education', null, 'public', 3),
  (12, 'Книжный клуб Екатеринбурга', 'Читаем одну книгу в месяц и обсуждаем её вживую. Вступление по заявке.', 'education', 'Екатеринбург', 'private', 2)
) as g(n, name, description, category, city, privacy, owner)
on conflict (id) do nothing;

insert into public.group_members (group_id, user_id, role, joined_at)
select
  ('c1000000-0000-4000-8000-' || lpad(m.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || m.usr)::uuid,
  m.role,
  now() - make_interval(days => m.ago)
from (values
  (1, 3, 'moderator', 40), (1, 1, 'member', 30),
  (2, 1, 'member', 35),
  (3, 2, 'member', 20),
  (4, 3, 'member', 25),
  (7, 3, 'moderator', 18),
  (8, 2, 'moderator', 16), (8, 3, 'member', 12),
  (9, 2, 'member', 10), (9, 1, 'member', 9),
  (11, 2, 'moderator', 8),
  (12, 3, 'moderator', 5)
) as m(n, usr, role, ago)
on conflict (group_id, user_id) do nothing;

-- Pending requests: dmitry asks into Kotlin Club (ekaterina decides), ekaterina into the print
-- club (dmitry decides).
insert into public.group_join_requests (id, group_id, user_id, message, created_at)
values
  ('c2000000-0000-4000-8000-000000000001', 'c1000000-0000-4000-8000-000000000002',
    'a1000000-0000-4000-8000-000000000002', 'Пишу на Kotlin третий год, хочу в ваш клуб.',
    now() - interval '2 days'),
  ('c2000000-0000-4000-8000-000000000002', 'c1000000-0000-4000-8000-000000000006',
    'a1000000-0000-4000-8000-000000000003', null, now() - interval '1 day')
on conflict do nothing;

-- Anna (the admin account) is banned from «Йога для своих»: she cannot ask again.
insert into public.group_bans (group_id, user_id, banned_by, reason)
values ('c1000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-8000-000000000001',
  'a1000000-0000-4000-8000-000000000002', 'Спам в обсуждениях')
on conflict do nothing;

-- Events of groups, organised by their owner or a moderator; «Йога для своих» holds a
-- members-only class that neither the catalogue nor outsiders see.
insert into public.events (
  id, organizer_id, group_id, members_only, title, description, starts_at, ends_at, time_zone,
  is_online, venue_name, address, city, category_id, cover_url, status
)
select
  ('e2000000-0000-4000-8000-' || lpad(e.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || e.organizer)::uuid,
  ('c1000000-0000-4000-8000-' || lpad(e.grp::text, 12, '0'))::uuid,
  e.members_only, e.title, e.description,
  date_trunc('hour', now()) + make_interval(days => e.days),
  date_trunc('hour', now()) + make_interval(days => e.days, hours => 2),
  'Europe/Moscow', e.city is null, e.venue, e.address, e.city, e.category,
  '/images/events/' || e.category || '.svg', 'published'
from (values
  (1, 2, 1, false, 'Фронтенд Москва: вечер докладов', 'Три доклада о React и TypeScript, потом нетворкинг.', 9, 'Москва', 'Коворкинг «Точка»', 'ул. Тверская, 1', 'technology'),
  (2, 3, 1, false, 'Код-ревью вслух', 'Разбираем код участников на большом экране.', 23, 'Москва', 'Коворкинг «Точка»', 'ул. Тверская, 1', 'technology'),
  (3, 3, 2, false, 'Kotlin Club: Compose Multiplatform', 'An evening call on sharing UI between Android and desktop.', 12, null, null, null, 'technology'),
  (4, 2, 4, true, 'Йога для своих: вечерняя практика', 'Занятие только для участников группы, коврики есть в зале.', 5, 'Москва', 'Студия «Прана»', 'Малый Козихинский пер., 7', 'health'),
  (5, 3, 9, false, 'Гастро-прогулка по Петроградке', 'Пять пекарен за один вечер, встречаемся у метро.', 15, 'Санкт-Петербург', 'Метро «Петроградская»', 'Каменноостровский пр., 38', 'food')
) as e(n, organizer, grp, members_only, title, description, days, city, venue, address, category)
on conflict (id) do nothing;

insert into public.group_threads (id, group_id, author_id, title, body, pinned, created_at)
select
  ('d1000000-0000-4000-8000-' || lpad(t.n::text, 12, '0'))::uuid,
  ('c1000000-0000-4000-8000-' || lpad(t.grp::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || t.author)::uuid,
  t.title, t.body, t.pinned, now() - make_interval(hours => t.ago)
from (values
  (1, 1, 2, 'Правила группы', 'Уважаем друг друга, без рекламы. Ссылки на доклады: https://vstrechi.example/talks', true, 300),
  (2, 1, 3, 'Какие темы разобрать на следующей встрече?', 'Предлагайте доклады и темы в комментариях.', false, 100),
  (3, 1, 1, 'Ищу ментора по TypeScript', 'Готова помогать с вёрсткой в обмен на ревью типов.', false, 50),
  (4, 4, 2, 'Расписание на месяц', 'Занятия по вторникам и четвергам в 19:00.', true, 200),
  (5, 9, 3, 'Лучшие круассаны города', 'Делимся адресами, где круассаны хрустят по-настоящему.', false, 70)
) as t(n, grp, author, title, body, pinned, ago)
on conflict (id) do nothing;

insert into public.group_comments (id, thread_id, author_id, body, reply_to, created_at)
select
  ('d2000000-0000-4000-8000-' || lpad(c.n::text, 12, '0'))::uuid,
  ('d1000000-0000-4000-8000-' || lpad(c.thread::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-00000000000' || c.author)::uuid,
  c.body,
  case when c.reply is null then null
    else ('d2000000-0000-4000-8000-' || lpad(c.reply::text, 12, '0'))::uuid end,
  now() - make_interval(hours => c.ago)
from (values
  (1, 2, 1, 'Хочу послушать про сигналы в React.', null, 90),
  (2, 2, 2, 'Отличная тема, возьму её на себя.', 1, 80),
  (3, 2, 3, 'И про тестирование машин состояний, пожалуйста.', null, 70),
  (4, 3, 2, 'Напиши мне, помогу.', null, 40),
  (5, 4, 3, 'Будет ли занятие в праздники?', null, 150),
  (6, 4, 2, 'Да, по обычному расписанию.', 5, 140),
  (7, 5, 2, 'Пекарня на Большом проспекте — лучшая.', null, 60)
) as c(n, thread, author, body, reply, ago)
on conflict (id) do nothing;
-- ============================= end of the groups section =====================================

-- =============================================================================================
-- Messaging (issue 16): chats of groups and events (the database creates one with each) and
-- direct conversations, with messages (a reply, an edited one, one deleted by a moderator), read
-- states and a block. Ids are fixed: direct conversations f1000000-…-0000000000NN, messages
-- f2000000-…; a seed message's client id is its id. The messages trigger numbers them (seq) in
-- the order inserted, so each conversation's rows go in oldest first.
--   «Фронтенд Москва»'s chat: Дмитрий, Екатерина (moderator) and Анна; Екатерина deleted one.
--   «Kotlin Club»'s chat: Екатерина and Анна. The React meetup's chat (e1…01): Дмитрий organises,
--   Екатерина and Анна go. Direct: Дмитрий–Екатерина, Анна–Дмитрий.
--   Анна has blocked Екатерина: neither can start a conversation with the other.
-- =============================================================================================

insert into public.conversations (id, kind, user_a, user_b, created_at)
values
  ('f1000000-0000-4000-8000-000000000001', 'direct', 'a1000000-0000-4000-8000-000000000002',
    'a1000000-0000-4000-8000-000000000003', now() - interval '3 days'),
  ('f1000000-0000-4000-8000-000000000002', 'direct', 'a1000000-0000-4000-8000-000000000001',
    'a1000000-0000-4000-8000-000000000002', now() - interval '2 days')
on conflict do nothing;

insert into public.messages (
  id, conversation_id, author_id, client_id, body, reply_to, created_at, edited_at, deleted_at,
  deleted_by
)
select
  ('f2000000-0000-4000-8000-' || lpad(m.n::text, 12, '0'))::uuid,
  coalesce(
    (select c.id from public.conversations c
      where c.group_id = ('c1000000-0000-4000-8000-' || lpad(m.grp::text, 12, '0'))::uuid),
    (select c.id from public.conversations c
      where c.event_id = ('e1000000-0000-4000-8000-' || lpad(m.evt::text, 12, '0'))::uuid),
    ('f1000000-0000-4000-8000-' || lpad(m.direct::text, 12, '0'))::uuid
  ),
  ('a1000000-0000-4000-8000-00000000000' || m.author)::uuid,
  ('f2000000-0000-4000-8000-' || lpad(m.n::text, 12, '0'))::uuid,
  case when m.deleted_by is null then m.body end,
  case when m.reply is null then null
    else ('f2000000-0000-4000-8000-' || lpad(m.reply::text, 12, '0'))::uuid end,
  now() - make_interval(mins => m.ago),
  case when m.edited then now() - make_interval(mins => m.ago - 1) end,
  case when m.deleted_by is null then null else now() - make_interval(mins => m.ago - 2) end,
  case when m.deleted_by is null then null
    else ('a1000000-0000-4000-8000-00000000000' || m.deleted_by)::uuid end
from (values
  (1, 1, null, null, 2, 'Всем привет! Слайды с прошлой встречи: https://vstrechi.example/slides', null, 600, false, null),
  (2, 1, null, null, 3, 'Спасибо! Доклад про серверные компоненты был огонь.', 1, 590, false, null),
  (3, 1, null, null, 1, 'Кто идёт в четверг? Могу занять столик.', null, 300, true, null),
  (4, 1, null, null, 1, 'Купите курс по крипте, ссылка в профиле', null, 200, false, 3),
  (5, 1, null, null, 3, 'Я буду, займи и на меня.', 3, 120, false, null),
  (6, 1, null, null, 2, 'Тоже приду, до четверга!', null, 30, false, null),
  (7, 2, null, null, 3, 'Созвон по Compose в среду в 19:00.', null, 400, false, null),
  (8, 2, null, null, 1, 'Отлично, подключусь.', 7, 380, false, null),
  (9, null, 1, null, 2, 'Добро пожаловать! Вход со двора, код домофона пришлю накануне.', null, 500, false, null),
  (10, null, 1, null, 3, 'А запись докладов будет?', null, 250, false, null),
  (11, null, 1, null, 2, 'Да, выложим через неделю.', 10, 240, false, null),
  (12, null, null, 1, 2, 'Катя, привет! Возьмёшь модерацию чата на время отпуска?', null, 700, false, null),
  (13, null, null, 1, 3, 'Привет! Да, конечно.', null, 650, false, null),
  (14, null, null, 1, 2, 'Спасибо, выручаешь.', null, 640, false, null),
  (15, null, null, 1, 3, 'Не за что. Напиши, когда вернёшься.', null, 60, false, null),
  (16, null, null, 2, 1, 'Дмитрий, добавьте, пожалуйста, категорию «Наука».', null, 900, false, null),
  (17, null, null, 2, 2, 'Анна, добавлю на этой неделе.', null, 20, false, null)
) as m(n, grp, evt, direct, author, body, reply, ago, edited, deleted_by)
order by m.n
on conflict do nothing;

-- Read states: Дмитрий has read his group's chat up to Анна's question, Екатерина their direct
-- conversation to the end, Анна the Kotlin chat to the end; the rest shows as unread.
insert into public.message_reads (conversation_id, user_id, last_read_seq, last_read_message_id)
select m.conversation_id, ('a1000000-0000-4000-8000-00000000000' || r.usr)::uuid, m.seq, m.id
from (values (3, 2), (15, 3), (8, 1)) as r(msg, usr)
join public.messages m
  on m.id = ('f2000000-0000-4000-8000-' || lpad(r.msg::text, 12, '0'))::uuid
on conflict do nothing;

insert into public.user_blocks (blocker_id, blocked_id)
values ('a1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000003')
on conflict do nothing;
-- ============================= end of the messaging section ==================================
