// The seed's talent pool and pipeline: the seeded company's candidates, and a few job seekers who
// applied to its open postings, with the moves that brought each application to its stage.
import { faker } from '@faker-js/faker';
import { Timestamp } from 'firebase-admin/firestore';
import {
  applicationIdOf,
  matchScore,
  type ApplicationDocument,
  type MovedApplicationDocument,
  type ApplicationStage,
} from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { DAY_MS } from '@contracts/fields';
import { JOB_FAMILIES } from '@contracts/job-catalogue';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { cityPool, SEED } from './lib/seed-reference.ts';
import { companyPostings } from './seed-postings.ts';

const CANDIDATE_COUNT = 40;

/**
 * The spec's sample candidates: the talent pool of the seeded company. Each comes from an
 * occupation whose skills overlap the company's open postings, so that the pool has people to add
 * to them; `matchScore` is the candidate's best match with those postings (`matchScore` of
 * contracts/application.ts: the share of a job's skills the candidate lists).
 */
export function generateCandidates(today: Date) {
  const openPostings = companyPostings(today).filter((posting) => posting.status === 'open');
  const wanted = new Set(
    openPostings.flatMap((posting) => posting.skills.map((s) => s.toLowerCase())),
  );
  const families = JOB_FAMILIES.filter((family) =>
    family.skills.some((skill) => wanted.has(skill.toLowerCase())),
  );
  faker.seed(SEED + 1);
  const cities = cityPool();
  faker.seed(SEED + 1);
  return Array.from({ length: CANDIDATE_COUNT }, (_, index) => {
    const family = faker.helpers.arrayElement(families);
    const low = Math.round((family.baseSalary * faker.number.float({ min: 0.8, max: 1 })) / 1000);
    // at least one skill a posting asks for, then a few more of the occupation's
    const asked = faker.helpers.arrayElement(
      family.skills.filter((skill) => wanted.has(skill.toLowerCase())),
    );
    const skills = faker.helpers.shuffle([
      asked,
      ...faker.helpers.arrayElements(
        family.skills.filter((skill) => skill !== asked),
        { min: 2, max: 4 },
      ),
    ]);
    return {
      id: `candidate-${String(index + 1).padStart(3, '0')}`,
      companyId: COMPANY_ID,
      name: faker.person.fullName(),
      title: family.title,
      location: faker.helpers.arrayElement(cities),
      skills,
      experience: `${faker.number.int({ min: 1, max: 15 })} years`,
      education: `${faker.helpers.arrayElement(['BSc', 'BA', 'MSc', 'MBA', 'PhD'])} ${faker.helpers.arrayElement(['Computer Science', 'Economics', 'Design', 'Business', 'Mathematics', 'Psychology', 'Media Studies'])}`,
      matchScore: Math.max(0, ...openPostings.map((posting) => matchScore(posting.skills, skills))),
      imageUrl: null,
      availability: faker.helpers.arrayElement([
        'Immediately',
        'In 2 weeks',
        'In 1 month',
        'In 3 months',
      ]),
      salary: `$${low}k – $${low + faker.number.int({ min: 10, max: 30 })}k`,
      createdAt: Timestamp.fromDate(faker.date.recent({ days: 30, refDate: today })),
    };
  });
}

/** Job seekers (not the demo sign-ins: Sam starts with no application) who applied to the company. */
const SEEDED_APPLICANTS = [
  {
    uid: 'seeker-lena',
    displayName: 'Lena Fischer',
    email: 'lena.fischer@example.com',
    locale: 'de',
  },
  { uid: 'seeker-kenji', displayName: 'Kenji Sato', email: 'kenji.sato@example.com', locale: 'en' },
  {
    uid: 'seeker-noor',
    displayName: 'Noor Haddad',
    email: 'noor.haddad@example.com',
    locale: 'ar',
  },
] as const;

/** A move in a seeded application's history: from, to, by whom, how many days ago. */
interface SeedMove {
  to: ApplicationStage;
  by: { uid: string; displayName: string };
  daysAgo: number;
  reason?: string;
  shared?: boolean;
}

/**
 * Three applications to the company's open postings, at different stages, each with the moves
 * that brought it there (who and when) and, for one, a note of the team.
 */
export function generateApplications(
  today: Date,
): { path: string; data: Record<string, unknown> }[] {
  const postings = new Map(companyPostings(today).map((posting) => [posting.id, posting]));
  const [lena, kenji, noor] = SEEDED_APPLICANTS;
  const { employer: omar, member: mia } = ACCOUNTS;
  const plan: {
    person: (typeof SEEDED_APPLICANTS)[number];
    jobId: string;
    daysAgo: number;
    profile: Omit<ApplicationDocument['candidate'], 'name' | 'email' | 'imageUrl'>;
    note: string;
    moves: SeedMove[];
    teamNote?: { by: { uid: string; displayName: string }; text: string; daysAgo: number };
  }[] = [
    {
      person: lena,
      jobId: 'northwind-frontend-engineer',
      daysAgo: 2.5,
      profile: {
        title: 'Frontend Developer',
        location: 'Hamburg, Germany',
        skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
        experience: '6 years',
        education: 'BSc Media Informatics',
        availability: 'In 1 month',
        salary: '$110k – $125k',
      },
      note: 'I have built accessible design systems in React for the last four years and would love to work on a product used in six languages.',
      moves: [
        { to: 'screening', by: omar, daysAgo: 2 },
        { to: 'interview', by: mia, daysAgo: 1 },
      ],
      teamNote: {
        by: mia,
        text: 'Strong portfolio; the screen-reader demo was excellent. Ask about testing in the interview.',
        daysAgo: 1,
      },
    },
    {
      person: kenji,
      jobId: 'northwind-product-designer',
      daysAgo: 7,
      profile: {
        title: 'UX Designer',
        location: 'Porto, Portugal',
        skills: ['Figma', 'Prototyping', 'User Research'],
        experience: '3 years',
        education: 'BA Design',
        availability: 'Immediately',
        salary: '$80k – $95k',
      },
      note: '',
      moves: [{ to: 'screening', by: mia, daysAgo: 5 }],
    },
    {
      person: noor,
      jobId: 'northwind-technical-recruiter',
      daysAgo: 12,
      profile: {
        title: 'Recruitment Coordinator',
        location: 'London, United Kingdom',
        skills: ['Sourcing', 'ATS', 'Communication'],
        experience: '1 year',
        education: 'BA Psychology',
        availability: 'In 2 weeks',
        salary: '$55k – $65k',
      },
      note: 'I coordinate interviews for an engineering agency and want to grow into recruiting.',
      moves: [
        { to: 'screening', by: omar, daysAgo: 10 },
        {
          to: 'rejected',
          by: omar,
          daysAgo: 8,
          reason: 'We are looking for someone with more experience of recruiting engineers.',
          shared: true,
        },
      ],
    },
  ];
  const at = (daysAgo: number) => Timestamp.fromMillis(today.getTime() - daysAgo * DAY_MS);
  return plan.flatMap(({ person, jobId, daysAgo, profile, note, moves, teamNote }) => {
    const posting = postings.get(jobId);
    if (!posting) throw new Error(`Seed: no posting ${jobId} to apply to`);
    const id = applicationIdOf(jobId, person.uid);
    const last = moves.at(-1);
    const application: MovedApplicationDocument = {
      jobId,
      jobTitle: posting.title,
      companyId: COMPANY_ID,
      companyName: posting.company,
      source: 'applicant',
      applicantUid: person.uid,
      candidateId: null,
      candidate: { ...profile, name: person.displayName, email: person.email, imageUrl: null },
      note,
      locale: person.locale,
      stage: last?.to ?? 'applied',
      sharedReason: last?.shared ? (last.reason ?? null) : null,
      createdAt: at(daysAgo),
      stageChangedAt: at(last?.daysAgo ?? daysAgo),
      stageChangedBy: last?.by.uid ?? person.uid,
      // the last move names its event, as the app's moves do
      ...(last ? { stageEventId: `seed-${moves.length}` } : {}),
    };
    let from: ApplicationStage = 'applied';
    const events = moves.map((move, index) => {
      const event = {
        path: pathOf(docPaths.stageEvent(id, `seed-${index + 1}`)),
        data: {
          from,
          to: move.to,
          by: move.by.uid,
          byName: move.by.displayName,
          at: at(move.daysAgo),
          reason: move.reason ?? null,
          reasonShared: move.shared ?? false,
        },
      };
      from = move.to;
      return event;
    });
    const notes = teamNote
      ? [
          {
            path: pathOf(docPaths.note(id, 'seed-1')),
            data: {
              text: teamNote.text,
              authorUid: teamNote.by.uid,
              authorName: teamNote.by.displayName,
              createdAt: at(teamNote.daysAgo),
            },
          },
        ]
      : [];
    return [
      {
        path: pathOf(docPaths.user(person.uid)),
        data: {
          uid: person.uid,
          role: 'jobSeeker',
          displayName: person.displayName,
          email: person.email,
          locale: person.locale,
          createdAt: at(30),
        },
      },
      { path: pathOf(docPaths.application(id)), data: { ...application } },
      ...events,
      ...notes,
    ];
  });
}
