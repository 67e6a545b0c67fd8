// npm run seed:bench (decision 011): issue 8's large data set in a database of its own (README "Develop"), made with
// set-based SQL so it takes seconds, not hours; its bookings are overlap-free by construction (see their layout).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { DEFAULT_WEEKLY_HOURS, type WeeklyWindow } from "@shared/teacher-hours";
import { LANGUAGES, LEVELS, LIMITS, SUBJECTS, TIME_SLOTS } from "@shared/constants";
import { hashPassword } from "../server/auth/password";
import { connect, ensureDatabase, MIGRATIONS_FOLDER, runMigrations } from "../server/db";
import { startEmbeddedPostgres, type EmbeddedServer } from "../server/embedded-postgres";
import { parseEnv } from "../server/env";
import { loadLocalSecrets } from "../server/secrets";

const AFTERNOONS: WeeklyWindow[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, start: "14:00", end: "19:00" })),
  { day: 6, start: "09:00", end: "12:00" },
];
const MORNINGS: WeeklyWindow[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "09:00", end: "11:00" }));

export const BENCH_PASSWORD = "halaqa-bench";

export interface BenchSizes {
  teachers: number;
  pendingTeachers: number;
  rejectedTeachers: number;
  classesPerTeacher: number;
  parents: number;
  children: number;
  bookings: number;
}

export function benchSizes(scale: number): BenchSizes {
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, got ${scale}`);
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const teachers = n(10_000);
  return {
    teachers,
    pendingTeachers: n(200),
    rejectedTeachers: n(100),
    classesPerTeacher: 5,
    parents: n(20_000),
    // At least as many children as teachers: the overlap-free layout needs it (see "bookings: layout").
    children: Math.max(teachers, n(40_000)),
    bookings: n(200_000),
  };
}

// Calendar window of the bookings, in weeks around the current one (Monday-based); the future stays well inside
// the booking horizon.
const PAST_WEEKS = 10;
const FUTURE_WEEKS = 6;
const CELLS_PER_WEEK = 6 * TIME_SLOTS.length; // Monday to Saturday, never Sunday
const CELLS = (PAST_WEEKS + FUTURE_WEEKS) * CELLS_PER_WEEK;
if (FUTURE_WEEKS * 7 > LIMITS.bookingHorizonDays)
  throw new Error("bench bookings would lie beyond the booking horizon");
// Lessons of at most an hour: longer ones would reach into the next slot (see the header).
const DURATIONS = [30, 45, 60, 60, 45, 60, 30];
// Whole-hour offsets only (no Asia/Kolkata): every slot is then a whole UTC hour.
const TIME_ZONES = [
  "Europe/London",
  "Europe/Paris",
  "Europe/Istanbul",
  "Africa/Cairo",
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Dhaka",
  "Asia/Jakarta",
  "Asia/Kuala_Lumpur",
  "America/New_York",
  "America/Chicago",
  "America/Toronto",
  "America/Los_Angeles",
  "Australia/Sydney",
];

const FIRST_NAMES = [
  "Aisha",
  "Yusuf",
  "Bilal",
  "Khadija",
  "Hamza",
  "Nur",
  "Omar",
  "Maryam",
  "Ibrahim",
  "Fatima",
  "Zaynab",
  "Ali",
  "Sumayyah",
  "Idris",
  "Hafsa",
  "Tariq",
  "Asma",
  "Musa",
  "Ruqayyah",
  "Harun",
  "Safiya",
  "Ismail",
  "Layla",
  "Zakariya",
  "Amina",
  "Salman",
  "Huda",
  "Anas",
  "Sara",
  "Khalid",
  "Noor",
  "Dawud",
  "Iman",
  "Uthman",
  "Rania",
  "Suhail",
];
const LAST_NAMES = [
  "Siddiqui",
  "Haddad",
  "Okafor",
  "Rahimi",
  "Yilmaz",
  "Hashim",
  "Farouk",
  "Rahman",
  "Malik",
  "Ahmed",
  "Qureshi",
  "Abdullah",
  "Bakr",
  "Chaudhry",
  "Diallo",
  "El-Amin",
  "Hussain",
  "Iqbal",
  "Jaber",
  "Karim",
  "Lutfi",
  "Mansour",
  "Nasser",
  "Osman",
  "Patel",
  "Rashid",
  "Saleh",
  "Toure",
  "Usman",
  "Wahid",
  "Yousef",
  "Zaman",
  "Aziz",
  "Demir",
];
const CHILD_NAMES = [
  "Zayd",
  "Layla",
  "Yahya",
  "Maryam",
  "Adam",
  "Hana",
  "Ilyas",
  "Safa",
  "Musa",
  "Aya",
  "Nuh",
  "Inaya",
  "Isa",
  "Zahra",
  "Yunus",
  "Sakina",
  "Idris",
  "Amira",
  "Hud",
  "Jannah",
  "Sulayman",
  "Dua",
  "Ayub",
  "Malak",
  "Luqman",
  "Rayyan",
];
// One opening per subject, in the order of SUBJECTS: a teacher's bio starts with their first specialization.
const BIO_OPENINGS = [
  "Quran teacher with ijazah in Hafs 'an 'Asim, patient with beginners.",
  "Hafidh and memorization coach for busy school children.",
  "Teacher of Hadith who brings the forty hadith of an-Nawawi to life.",
  "Teacher of Fiqh for teenagers, focused on practical worship and its evidence.",
  "Patient teacher of Arabic for non-native children.",
  "Storyteller of Islamic history, from Makkah to al-Andalus.",
  "Aqeedah teacher who welcomes children's big questions.",
  "Storyteller of the Seerah, with maps, timelines and discussion.",
  "Former primary school teacher, now teaching adab and akhlaq online.",
];
// Distinct specializations and languages step through the lists by 4 and 3: the lengths must be coprime with them.
if (BIO_OPENINGS.length !== SUBJECTS.length || SUBJECTS.length % 2 === 0 || LANGUAGES.length % 3 === 0) {
  throw new Error(
    "bench profiles: one bio opening per subject, an odd number of subjects, languages not a multiple of 3",
  );
}
const BIO_FOCUS = [
  "I focus on correct pronunciation from the very first lesson.",
  "Lessons build steady daily habits that fit around school.",
  "We learn through stories, questions and short projects.",
  "Every lesson ends with a short practice goal for the week.",
  "I keep parents in the loop with a short note after each class.",
  "Understanding first, then memorising what we understood.",
];
const BIO_STYLES = [
  "Gentle correction, lots of encouragement.",
  "Structured plans with clear milestones.",
  "Games and songs for the youngest learners.",
  "Discussion-based lessons for curious teenagers.",
  "Revision techniques that make memorization stick.",
];
const QUALIFICATIONS = [
  "Ijazah in Quran recitation (Hafs)",
  "BA Islamic Studies, Al-Azhar University",
  "MA Islamic Jurisprudence, University of Jordan",
  "Diploma in Islamic History, Islamic University of Madinah",
  "BA Arabic Literature; Arabic teaching certificate",
  "BA Theology, Marmara University",
  "Diploma in Quranic Studies, International Islamic University Malaysia",
  "PGCE (primary); Alimiyyah certificate",
  "Hafidh with ijazah in Warsh and Hafs",
];
const IJAZAH_ISSUERS = [
  "Shaykh Ayman Suwayd",
  "Shaykha Rafidah Ibrahim",
  "Shaykh Muhammad al-Amin of Nouakchott",
  "Al-Azhar Quran Institute",
  "Shaykh Abdullah al-Fasi",
];
// As PostgreSQL array literals: each teacher takes one set of riwayat.
const RIWAYAT_SETS = [
  "{hafs}",
  "{hafs}",
  "{hafs,warsh}",
  "{warsh}",
  "{hafs}",
  "{hafs,shubah}",
  "{warsh,qalun}",
  "{hafs}",
  "{duri}",
  "{}",
  "{hafs}",
];
const CLASS_THEMES = [
  "Foundations",
  "Step by Step",
  "Circle",
  "Clinic",
  "Workshop",
  "Journey",
  "Essentials",
  "Deep Dive",
  "Club",
];
const GOALS = [
  "Read the Quran fluently with tajweed",
  "Memorise Juz 'Amma",
  "Speak everyday Arabic",
  "Understand the pillars of Islam",
  "Learn the stories of the Prophets",
  "Pray with understanding",
];
const REVIEW_COMMENTS = [
  "Our child looks forward to every lesson. Patient and encouraging.",
  "Clear explanations and good homework.",
  "Very knowledgeable, lessons always on time.",
  "Great progress in a few weeks, thank you!",
  "Kind teacher, my daughter loves the classes.",
  "Good lessons, sometimes a little fast for a beginner.",
];
const PARENT_CURRENCIES = ["USD", "USD", "USD", "GBP", "EUR", "CAD", "AUD", "SAR", "AED", "MYR", "PKR", "USD"];

export interface BenchAccount {
  role: string;
  username: string;
  note: string;
}

export interface BenchSeedResult {
  sizes: BenchSizes;
  counts: Record<string, number>;
  steps: { step: string; seconds: number }[];
  accounts: BenchAccount[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A multiplier coprime with n, so that i -> i * m mod n is a permutation of 0..n-1. */
const coprime = (n: number, start: number) => {
  let m = start;
  while (gcd(m, n) !== 1) m++;
  return m;
};

/**
 * Fills the (migrated, empty) database at `url` with the bench data set at `scale` (1 = full size).
 * Runs the migrations first (a no-op when they are applied) and VACUUM ANALYZE last.
 */
export async function seedBench(
  url: string,
  scale = 1,
  log: (line: string) => void = () => {},
): Promise<BenchSeedResult> {
  const s = benchSizes(scale);
  const steps: BenchSeedResult["steps"] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await run();
    const seconds = (performance.now() - t0) / 1000;
    steps.push({ step: name, seconds });
    log(`  ${name.padEnd(30)} ${seconds.toFixed(2).padStart(7)} s`);
    return out;
  };

  // Argon2 runs in the thread pool while the migrations run.
  const passwordHash = hashPassword(BENCH_PASSWORD);
  await step("migrations", async () => {
    const database = connect(url, undefined, 1);
    try {
      await runMigrations(database);
    } finally {
      await database.pool.end();
    }
  });
  const hash = await step("password hash (waits argon2)", () => passwordHash);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    if (rows[0].n > 0) throw new Error("seedBench needs an empty database");
    // A throwaway data set: no need to wait for the WAL flush of each statement.
    await client.query("SET synchronous_commit = off");
    await client.query("SET work_mem = '64MB'");
    await client.query("SET maintenance_work_mem = '256MB'");

    // Ids are chosen here (OVERRIDING SYSTEM VALUE) so that rows can refer to each other by arithmetic instead of
    // lookups; the identity sequences are moved past them at the end.
    const teacherCount = s.teachers + s.pendingTeachers + s.rejectedTeachers;
    const TEACHER_BASE = 1; // user id of teacher g is TEACHER_BASE + g; bench.admin is 1
    const PARENT_BASE = TEACHER_BASE + teacherCount; // user id of parent p (1-based) is PARENT_BASE + p
    const K = s.classesPerTeacher;

    await step("users", async () => {
      await client.query(
        `INSERT INTO users (id, username, email, password, first_name, last_name, user_type, roles, "current_role",
                            created_at, updated_at) OVERRIDING SYSTEM VALUE
         VALUES (1, 'bench.admin', 'bench.admin@bench.halaqa.example', $1, 'Ibrahim', 'Malik', 'admin', '{admin}',
                 'admin', now() - interval '800 days', now() - interval '800 days')`,
        [hash],
      );
      // Teachers: approved, then pending applicants, then rejected ones.
      await client.query(
        `INSERT INTO users (id, username, email, password, first_name, last_name, user_type, roles, "current_role",
                            created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT ${TEACHER_BASE} + g, u.username, u.username || '@bench.halaqa.example', $1,
                ($2::text[])[1 + (g * 7) % cardinality($2::text[])], ($3::text[])[1 + (g * 13) % cardinality($3::text[])],
                'teacher', '{teacher}', 'teacher', c.at, c.at
         FROM generate_series(1, ${teacherCount}) g
         CROSS JOIN LATERAL (SELECT CASE
           WHEN g <= ${s.teachers} THEN 'bench.teacher.' || g
           WHEN g <= ${s.teachers + s.pendingTeachers} THEN 'bench.applicant.' || (g - ${s.teachers})
           ELSE 'bench.rejected.' || (g - ${s.teachers + s.pendingTeachers}) END AS username) u
         CROSS JOIN LATERAL (SELECT now() - ((g * 7919) % 700 + CASE WHEN g > ${s.teachers} THEN 0 ELSE 100 END)
                                   * interval '1 day' - (g % 1440) * interval '1 minute' AS at) c`,
        [hash, FIRST_NAMES, LAST_NAMES],
      );
      await client.query(
        `INSERT INTO users (id, username, email, password, first_name, last_name, user_type, roles, "current_role",
                            preferred_currency, created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT ${PARENT_BASE} + p, 'bench.parent.' || p, 'bench.parent.' || p || '@bench.halaqa.example', $1,
                ($2::text[])[1 + (p * 11) % cardinality($2::text[])], ($3::text[])[1 + (p * 17) % cardinality($3::text[])],
                'parent', '{parent}', 'parent', ($4::text[])[1 + p % cardinality($4::text[])], c.at, c.at
         FROM generate_series(1, ${s.parents}) p
         CROSS JOIN LATERAL (SELECT now() - ((p * 104729) % 720) * interval '1 day'
                                   - (p % 1440) * interval '1 minute' AS at) c`,
        [hash, FIRST_NAMES, LAST_NAMES, PARENT_CURRENCIES],
      );
    });

    await step("teacher_profiles + interviews", async () => {
      await client.query(
        `INSERT INTO teacher_profiles (id, user_id, bio, qualifications, experience, hourly_rate, currency, phone_number,
            specializations, languages, verification_status, id_verified, police_check_verified, interview_completed,
            feedback, weekly_hours, time_zone, gender, riwayat, ijazah, ijazah_verified, ijazah_note, ijazah_verified_at,
            created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT g, ${TEACHER_BASE} + g,
                ($1::text[])[1 + (g * 5) % ${SUBJECTS.length}] || ' ' || ($2::text[])[1 + (g / 3) % cardinality($2::text[])]
                  || ' ' || ($3::text[])[1 + (g / 7) % cardinality($3::text[])],
                ($4::text[])[1 + (g * 5) % cardinality($4::text[])]
                  || CASE WHEN g % 3 = 0 THEN '; ' || ($4::text[])[1 + (g * 5 + 4) % cardinality($4::text[])] ELSE '' END,
                -- Experience skewed towards the first years, up to 30.
                floor(((g * 7919) % 1000) ^ 2 * 31 / 1e6)::int,
                (10 + (g * 37) % 51)::numeric(10, 2),
                'USD',
                '+44 20 7946 ' || lpad((g % 10000)::text, 4, '0'),
                ARRAY(SELECT ($5::text[])[1 + ((g * 5) % ${SUBJECTS.length} + j * 4) % ${SUBJECTS.length}] FROM generate_series(0, (g * 3) % 4) j),
                ARRAY(SELECT ($6::text[])[1 + ((g * 3) % ${LANGUAGES.length} + j * 3) % ${LANGUAGES.length}] FROM generate_series(0, g % 3) j),
                st.status::verification_status,
                st.status <> 'rejected' AND (st.status = 'approved' OR g % 2 = 0),
                st.status = 'approved',
                st.status = 'approved',
                CASE st.status WHEN 'approved' THEN 'Application approved'
                               WHEN 'rejected' THEN 'Please add your qualifications and upload a police clearance certificate.' END,
                -- Three kinds of teaching hours (issue 17): weekday afternoons and Saturday mornings, mornings only, the default.
                CASE g % 3 WHEN 0 THEN '${JSON.stringify(AFTERNOONS)}'::jsonb WHEN 1 THEN '${JSON.stringify(MORNINGS)}'::jsonb
                           ELSE '${JSON.stringify(DEFAULT_WEEKLY_HOURS)}'::jsonb END,
                ($7::text[])[1 + (g * 7) % cardinality($7::text[])],
                -- Issue 36: a few profiles from before the wizard asked for a gender have none.
                CASE WHEN g % 25 = 0 THEN NULL WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
                rw.riwayat,
                CASE WHEN ij.stated THEN jsonb_build_object('riwayah', coalesce(rw.riwayat[1], 'hafs'),
                  'coversTeaching', g % 3 <> 0, 'issuer', ($8::text[])[1 + g % cardinality($8::text[])],
                  'issuedOn', to_char(date '2000-01-01' + (g * 37) % 8000, 'YYYY-MM-DD'),
                  'chain', 'From ' || ($8::text[])[1 + g % cardinality($8::text[])] || ', from his teachers, back to the Prophet ﷺ') END,
                ij.verified,
                CASE WHEN ij.verified THEN 'Scan checked; the issuer confirmed it by phone.' END,
                CASE WHEN ij.verified THEN u.created_at + interval '5 days' END,
                u.created_at, u.created_at
         FROM generate_series(1, ${teacherCount}) g
         JOIN users u ON u.id = ${TEACHER_BASE} + g
         CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${s.teachers} THEN 'approved'
                                         WHEN g <= ${s.teachers + s.pendingTeachers} THEN 'pending' ELSE 'rejected' END AS status) st
         -- Hafs most of all, Warsh for about a quarter, a few others; 1 in 20 approved teachers has a verified ijazah.
         CROSS JOIN LATERAL (SELECT ($9::text[])[1 + (g * 7) % cardinality($9::text[])]::text[] AS riwayat) rw
         CROSS JOIN LATERAL (SELECT g % 10 IN (3, 8) AS stated, st.status = 'approved' AND g % 20 = 3 AS verified) ij`,
        [
          BIO_OPENINGS,
          BIO_FOCUS,
          BIO_STYLES,
          QUALIFICATIONS,
          SUBJECTS,
          LANGUAGES,
          TIME_ZONES,
          IJAZAH_ISSUERS,
          RIWAYAT_SETS,
        ],
      );
      // The vetting interview of each approved or rejected teacher, and an upcoming one for half the applicants.
      await client.query(
        `INSERT INTO interviews (teacher_id, admin_id, scheduled_at, status, notes, result, feedback, created_at, updated_at)
         SELECT tp.user_id, 1,
                CASE WHEN tp.verification_status = 'pending'
                     THEN date_trunc('hour', now()) + (1 + tp.id % 14) * interval '1 day'
                     ELSE tp.created_at + interval '3 days' END,
                CASE WHEN tp.verification_status = 'pending' THEN 'scheduled' ELSE 'completed' END::interview_status,
                'Initial teacher evaluation interview',
                CASE tp.verification_status WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' END::interview_result,
                CASE tp.verification_status WHEN 'approved' THEN 'Clear, patient teaching; strong subject knowledge.'
                                            WHEN 'rejected' THEN 'Needs more teaching experience.' END,
                tp.created_at, tp.created_at
         FROM teacher_profiles tp
         WHERE tp.verification_status <> 'pending' OR tp.id % 2 = 0
         ORDER BY tp.id`,
      );
    });

    // Class k (0-based) of teacher g is class id (g - 1) * K + k + 1; some last classes are switched off.
    const inactive = (g: string, k: string) => `(${k} = ${K - 1} AND ${g} % 3 = 0)`;
    await step("classes", () =>
      client.query(
        `INSERT INTO classes (id, teacher_id, title, description, subject, level, duration, price, currency, max_students,
                              is_active, trial_minutes, trial_price, created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT (tp.id - 1) * ${K} + k + 1, tp.user_id,
                initcap(lv.level) || ' ' || subj.subject || ' ' || ($2::text[])[1 + (tp.id + k * 5) % cardinality($2::text[])],
                'A ' || lv.level || ' course in ' || subj.subject || ' with weekly goals, gentle correction and a short note '
                  || 'to parents after every lesson.',
                subj.subject, lv.level::class_level, d.duration,
                -- The teacher's hourly rate for the lesson's length, in whole dollars.
                greatest(5, round(tp.hourly_rate * d.duration / 60))::numeric(10, 2),
                'USD',
                CASE WHEN (tp.id + k) % 4 = 0 THEN 2 + (tp.id + k) % 5 ELSE 1 END,
                NOT ${inactive("tp.id", "k")},
                -- A trial (issue 36) on a third of the classes: 15 to 30 minutes, free or 5.00 (every price is at least 5).
                CASE WHEN (tp.id + k) % 3 = 0 THEN 15 + 5 * ((tp.id + k) % 4) END,
                CASE WHEN (tp.id + k) % 3 = 0 THEN CASE WHEN (tp.id + k) % 2 = 0 THEN 0 ELSE 5 END END::numeric(10, 2),
                tp.created_at + (k + 1) * interval '1 day', tp.created_at + (k + 1) * interval '1 day'
         FROM teacher_profiles tp
         CROSS JOIN generate_series(0, ${K - 1}) k
         CROSS JOIN LATERAL (SELECT tp.specializations[1 + k % cardinality(tp.specializations)] AS subject) subj
         CROSS JOIN LATERAL (SELECT ($1::text[])[1 + (tp.id + k) % 3] AS level) lv
         CROSS JOIN LATERAL (SELECT ($3::int[])[1 + (tp.id * 3 + k) % cardinality($3::int[])] AS duration) d
         WHERE tp.id <= ${s.teachers}
         ORDER BY 1`,
        [LEVELS, CLASS_THEMES, DURATIONS],
      ),
    );

    // Parents have one to three children: in each run of six children, the parents get 3, 1 and 2.
    await step("student_profiles", () =>
      client.query(
        `INSERT INTO student_profiles (id, parent_id, name, age, level, goals, special_needs, created_at, updated_at)
           OVERRIDING SYSTEM VALUE
         SELECT c + 1, u.id, ($1::text[])[1 + (c * 7) % cardinality($1::text[])], 5 + (c * 7) % 11,
                ($2::text[])[1 + (c * 5) % 3]::class_level, ($3::text[])[1 + c % cardinality($3::text[])],
                CASE WHEN c % 17 = 0 THEN 'Prefers female teachers' WHEN c % 29 = 0 THEN 'Needs short breaks' END,
                u.created_at + interval '1 hour', u.created_at + interval '1 hour'
         FROM generate_series(0, ${s.children - 1}) c
         JOIN users u ON u.id = ${PARENT_BASE} + 1 + (3 * (c / 6) + (ARRAY[0, 0, 0, 1, 2, 2])[1 + c % 6]) % ${s.parents}`,
        [CHILD_NAMES, LEVELS, GOALS],
      ),
    );

    // Overlap-free by construction, so migration 0001's exclusion constraints never fire: every lesson starts on a
    // whole UTC hour and lasts at most an hour, so two overlap only when they start at the same instant; a teacher's
    // lessons sit on distinct cells (date, slot) of their calendar, hence distinct instants; the lessons at one instant
    // get distinct children (their rank there, shifted modulo the children), one per teacher, and children outnumber
    // teachers.
    await step("bookings: layout", async () => {
      // How many lessons each approved teacher gives: a few are popular, most have a steady handful. Teacher of rank
      // r gets N * (F((r+1)/T) - F(r/T)) with F concave and F(1) = 1, so the counts add up to N exactly.
      const T = s.teachers;
      const rankMul = coprime(T, 7919);
      const stride = coprime(CELLS, 385);
      await client.query(
        `CREATE TEMP TABLE bench_lessons AS
         WITH t AS (
           SELECT tp.id AS g, tp.user_id, tp.time_zone, ((tp.id - 1)::bigint * ${rankMul} + ${Math.floor(T * 0.37)}) % ${T} AS r
           FROM teacher_profiles tp WHERE tp.id <= ${T}
         ), n AS (
           SELECT t.*, (floor(${s.bookings} * (0.5 * x1 + 0.5 * power(x1, 0.7)))
                      - floor(${s.bookings} * (0.5 * x0 + 0.5 * power(x0, 0.7))))::int AS lessons
           FROM t CROSS JOIN LATERAL (SELECT t.r::float8 / ${T} AS x0, (t.r + 1)::float8 / ${T} AS x1) x
         ), cells AS (
           -- Lesson q of teacher g takes cell m of the teacher's calendar; q -> m is one-to-one for q < ${CELLS}.
           SELECT n.g, n.user_id, n.time_zone, q, (n.g * 131 + q * ${stride}) % ${CELLS} AS m
           FROM n CROSS JOIN generate_series(0, n.lessons - 1) q
         ), timed AS (
           SELECT g, user_id, time_zone, q, m,
                  ((date_trunc('week', now() AT TIME ZONE time_zone)::date
                      + ((m / ${CELLS_PER_WEEK}) - ${PAST_WEEKS}) * 7 + (m % ${CELLS_PER_WEEK}) / ${TIME_SLOTS.length})
                    + ($1::text[])[1 + m % ${TIME_SLOTS.length}]::time) AT TIME ZONE time_zone AS scheduled_at
           FROM cells
         )
         SELECT g, user_id AS teacher_id, q, scheduled_at,
                (g - 1) * ${K} + CASE WHEN ${inactive("g", "(q + g) % " + K)} AND scheduled_at > now() THEN 0
                                      ELSE (q + g) % ${K} END + 1 AS class_id,
                row_number() OVER (PARTITION BY scheduled_at ORDER BY g) AS rank_at_instant
         FROM timed`,
        [TIME_SLOTS],
      );
      const { rows: check } = await client.query<{ busiest: number; crowd: number; odd: number }>(
        `SELECT max(n)::int AS busiest, (SELECT coalesce(max(rank_at_instant), 0)::int FROM bench_lessons) AS crowd,
                (SELECT count(*)::int FROM bench_lessons WHERE date_trunc('hour', scheduled_at) <> scheduled_at) AS odd
         FROM (SELECT count(*) AS n FROM bench_lessons GROUP BY g) x`,
      );
      // Guards of the layout (the exclusion constraints would refuse the insert anyway).
      if (check[0].busiest > CELLS)
        throw new Error(`a teacher needs ${check[0].busiest} lessons, more than ${CELLS} cells`);
      if (check[0].crowd > s.children)
        throw new Error(`${check[0].crowd} lessons at one instant, only ${s.children} children`);
      if (check[0].odd > 0) throw new Error(`${check[0].odd} lessons do not start on a whole hour`);
    });

    await step("bookings: insert", async () => {
      await client.query(
        `INSERT INTO bookings (id, class_id, student_id, parent_id, teacher_id, scheduled_at, ends_at, status,
                               payment_status, amount, paypal_order_id, notes, attendance, created_at, updated_at)
           OVERRIDING SYSTEM VALUE
         SELECT b.id, b.class_id, sp.id, sp.parent_id, b.class_teacher, b.scheduled_at, b.ends_at, st.status::booking_status,
                st.payment::payment_status, b.price,
                CASE WHEN st.payment IN ('paid', 'refunded') THEN 'BENCH' || lpad(b.id::text, 12, '0') END,
                CASE WHEN b.h % 23 = 0 THEN 'Please focus on revision this week.' END,
                CASE WHEN st.status = 'completed' THEN (CASE WHEN b.h % 10 <> 7 THEN 'present' ELSE 'absent' END)::attendance END,
                cr.at, cr.at
         FROM (
           SELECT l.*, c.teacher_id AS class_teacher, c.price, row_number() OVER (ORDER BY l.scheduled_at, l.g)::int AS id,
                  l.scheduled_at + c.duration * interval '1 minute' AS ends_at,
                  -- Distinct children among the lessons at one instant: their rank there, shifted by the hour.
                  1 + (l.rank_at_instant - 1 + (extract(epoch FROM l.scheduled_at)::bigint / 3600) * 9973) % ${s.children} AS child,
                  ((l.g * 7919 + l.q * 104729) % 100)::int AS h
           FROM bench_lessons l JOIN classes c ON c.id = l.class_id
         ) b
         JOIN student_profiles sp ON sp.id = b.child
         CROSS JOIN LATERAL (SELECT
           CASE WHEN b.h < 6 THEN 'cancelled' WHEN b.ends_at <= now() THEN 'completed' ELSE 'scheduled' END AS status,
           CASE WHEN b.h < 6 THEN CASE WHEN b.h % 2 = 0 THEN 'refunded' ELSE 'pending' END
                WHEN b.ends_at <= now() THEN 'paid'
                WHEN b.h < 9 THEN 'failed' WHEN b.h < 36 THEN 'pending' ELSE 'paid' END AS payment) st
         CROSS JOIN LATERAL (SELECT CASE WHEN b.scheduled_at < now()
                                         THEN b.scheduled_at - (1 + b.h % 21) * interval '1 day'
                                         ELSE now() - (b.h % 14) * interval '1 day' - (b.h % 60) * interval '1 minute' END AS at) cr
         ORDER BY b.id`,
      );
      await client.query("DROP TABLE bench_lessons");
    });

    // The reviews' trigger (migration 0009) would rewrite a teacher's row once per review: held back while they are
    // written in one statement, then each teacher's count and sum set once, as the migration's backfill does.
    await step("reviews", async () => {
      await client.query("BEGIN");
      try {
        await client.query("ALTER TABLE reviews DISABLE TRIGGER reviews_count_into_teacher_profiles");
        await client.query(
          `INSERT INTO reviews (teacher_id, parent_id, booking_id, rating, comment, created_at)
           SELECT b.teacher_id, b.parent_id, b.id,
                  CASE WHEN x.h < 55 THEN 5 WHEN x.h < 83 THEN 4 WHEN x.h < 94 THEN 3 WHEN x.h < 98 THEN 2 ELSE 1 END,
                  CASE WHEN x.h % 4 <> 3 THEN ($1::text[])[1 + (b.id * 7) % cardinality($1::text[])] END,
                  least(now(), b.ends_at + (1 + b.id % 3) * interval '1 day')
           FROM bookings b CROSS JOIN LATERAL (SELECT (b.id * 53) % 100 AS h) x
           WHERE b.status = 'completed' AND (b.id * 31) % 10 < 3
           ORDER BY b.id`,
          [REVIEW_COMMENTS],
        );
        await client.query("ALTER TABLE reviews ENABLE TRIGGER reviews_count_into_teacher_profiles");
        await client.query(
          `UPDATE teacher_profiles p SET review_count = r.n, rating_sum = r.s
           FROM (SELECT teacher_id, count(*)::int AS n, sum(rating)::int AS s FROM reviews GROUP BY teacher_id) r
           WHERE p.user_id = r.teacher_id`,
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw err;
      }
    });

    await step("sequences + VACUUM ANALYZE", async () => {
      for (const table of ["users", "teacher_profiles", "classes", "student_profiles", "bookings"]) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
        );
      }
      // Setting the stored ratings rewrote the teachers' rows: the profiles are packed again, as a settled table's
      // would be, not left at twice their size.
      await client.query("VACUUM FULL teacher_profiles");
      // VACUUM too: it sets the visibility map, so counts can be index-only scans, as on a settled production database.
      await client.query("VACUUM ANALYZE");
    });

    const counts = await benchCounts(client);
    const { rows: busiest } = await client.query<{ username: string; n: number }>(
      `SELECT u.username, count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.teacher_id
       WHERE b.status <> 'cancelled' GROUP BY u.username ORDER BY n DESC, u.username LIMIT 1`,
    );
    const { rows: busyParent } = await client.query<{ username: string; n: number }>(
      `SELECT u.username, count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.parent_id
       GROUP BY u.username ORDER BY n DESC, u.username LIMIT 1`,
    );
    const accounts: BenchAccount[] = [
      { role: "admin", username: "bench.admin", note: "platform administrator" },
      { role: "parent", username: "bench.parent.1", note: "parent (bench.parent.1 … bench.parent." + s.parents + ")" },
      {
        role: "parent",
        username: busyParent[0]?.username ?? "bench.parent.1",
        note: `busiest parent, ${busyParent[0]?.n ?? 0} bookings`,
      },
      {
        role: "teacher",
        username: "bench.teacher.1",
        note: "approved teacher (bench.teacher.1 … bench.teacher." + s.teachers + ")",
      },
      {
        role: "teacher",
        username: busiest[0]?.username ?? "bench.teacher.1",
        note: `busiest teacher, ${busiest[0]?.n ?? 0} lessons`,
      },
      { role: "teacher", username: "bench.applicant.1", note: "application pending review" },
    ];
    return { sizes: s, counts, steps, accounts };
  } finally {
    await client.end();
  }
}

/** Row counts of the bench tables, by kind. */
export async function benchCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM users)::int AS "users",
       (SELECT count(*) FROM users WHERE "current_role" = 'parent')::int AS "parents",
       (SELECT count(*) FROM teacher_profiles WHERE verification_status = 'approved')::int AS "teachers approved",
       (SELECT count(*) FROM teacher_profiles WHERE verification_status <> 'approved')::int AS "teachers pending/rejected",
       (SELECT count(*) FROM classes)::int AS "classes",
       (SELECT count(*) FROM classes WHERE is_active)::int AS "classes active",
       (SELECT count(*) FROM student_profiles)::int AS "children",
       (SELECT count(*) FROM bookings)::int AS "bookings",
       (SELECT count(*) FROM bookings WHERE status = 'completed')::int AS "bookings completed",
       (SELECT count(*) FROM bookings WHERE status = 'scheduled')::int AS "bookings scheduled",
       (SELECT count(*) FROM bookings WHERE status = 'cancelled')::int AS "bookings cancelled",
       (SELECT count(*) FROM reviews)::int AS "reviews",
       (SELECT count(*) FROM interviews)::int AS "interviews"`,
  );
  return rows[0];
}

/** Do the counts of an existing bench database match the sizes (for --keep)? */
function matches(counts: Record<string, number>, s: BenchSizes): boolean {
  return (
    counts["teachers approved"] === s.teachers &&
    counts.classes === s.teachers * s.classesPerTeacher &&
    counts.parents === s.parents &&
    counts.children === s.children &&
    counts.bookings === s.bookings
  );
}

/**
 * Has the database every migration of this checkout? One made before a migration would get it from the server at
 * start, unsettled (migration 0009's backfill rewrites every teacher's row): such a copy is made again instead.
 */
async function migrationsCurrent(client: pg.ClientBase): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const { rows } = await client
    .query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [{ n: -1 }] }));
  return rows[0].n === journal.entries.length;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function printSummary(counts: Record<string, number>, accounts: BenchAccount[], log: (line: string) => void) {
  log("\nRows:");
  for (const [k, v] of Object.entries(counts)) log(`  ${k.padEnd(28)} ${v.toLocaleString("en-US").padStart(9)}`);
  log(`\nAccounts (password for all: ${BENCH_PASSWORD}):`);
  for (const a of accounts) log(`  ${a.role.padEnd(8)} ${a.username.padEnd(22)} ${a.note}`);
}

/**
 * Makes the bench database `name` on adminUrl's server at `scale`, or with keep reuses one whose counts already
 * match. Returns its URL.
 */
export async function ensureBenchDatabase(
  adminUrl: string,
  name: string,
  scale: number,
  {
    keep = false,
    where = name,
    log = (_line: string) => {},
  }: { keep?: boolean; where?: string; log?: (line: string) => void } = {},
): Promise<{ url: string; seeded: boolean }> {
  const sizes = benchSizes(scale);
  const url = withDatabase(adminUrl, name);
  if (keep && !(await ensureDatabase(adminUrl, name))) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const counts = await benchCounts(client).catch(() => undefined);
      if (counts && matches(counts, sizes) && (await migrationsCurrent(client))) {
        log(`Kept the bench database ${where}: its counts match BENCH_SCALE=${scale}.`);
        const { rows } = await client.query<{ username: string; n: number }>(
          `SELECT u.username, count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.teacher_id
           WHERE b.status <> 'cancelled' GROUP BY u.username ORDER BY n DESC, u.username LIMIT 1`,
        );
        printSummary(
          counts,
          [
            { role: "admin", username: "bench.admin", note: "platform administrator" },
            { role: "parent", username: "bench.parent.1", note: "parent" },
            { role: "teacher", username: "bench.teacher.1", note: "approved teacher" },
            {
              role: "teacher",
              username: rows[0]?.username ?? "bench.teacher.1",
              note: `busiest teacher, ${rows[0]?.n ?? 0} lessons`,
            },
          ],
          log,
        );
        return { url, seeded: false };
      }
    } finally {
      await client.end();
    }
    log(`The bench database ${where} does not match BENCH_SCALE=${scale}: making it again.`);
  }

  log(`Seeding the bench database ${where} at BENCH_SCALE=${scale}:`);
  const tCreate = performance.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  log(`  ${"drop + create database".padEnd(30)} ${((performance.now() - tCreate) / 1000).toFixed(2).padStart(7)} s`);
  const result = await seedBench(url, scale, log);
  printSummary(result.counts, result.accounts, log);
  return { url, seeded: true };
}

async function main() {
  const keep = process.argv.includes("--keep");
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const name = process.env.BENCH_DATABASE?.trim() || "halaqa_bench";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`BENCH_DATABASE must be a plain lower-case name, got "${name}"`);
  const env = parseEnv();
  const t0 = performance.now();

  let embedded: EmbeddedServer | undefined;
  let adminUrl = env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(
      path.join(env.dataDir, "bench-postgres"),
      loadLocalSecrets(env.dataDir).pgPassword,
      undefined,
      {
        share: true,
      },
    );
    adminUrl = embedded.adminUrl;
  }
  if (new URL(adminUrl).pathname.slice(1) === name)
    throw new Error(`DATABASE_URL must name another database than ${name}`);
  const where = `${name} on ${embedded ? path.join(env.dataDir, "bench-postgres") : new URL(adminUrl).host}`;
  try {
    await ensureBenchDatabase(adminUrl, name, scale, { keep, where, log: console.log });
    console.log(`  ${"total".padEnd(30)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(7)} s`);
  } finally {
    await embedded?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
