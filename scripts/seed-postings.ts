// The seed's jobs: 2,000 sample jobs on the board (open, of no company) and the seeded company's
// own postings, each stored with the words it is searched by.
import { faker } from '@faker-js/faker';
import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS } from '@contracts/fields';
import type { PostingDocument } from '@contracts/job';
import { EXPERIENCE_LEVELS, JOB_FAMILIES, JOB_TYPES } from '@contracts/job-catalogue';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { cityPool, SEED } from './lib/seed-reference.ts';

export const DEFAULT_JOB_COUNT = 2_000;

/**
 * A stored job: the job, the fields it is searched by and its status. The board's sample jobs are
 * open and belong to no company (`companyId` and `createdBy` empty).
 */
export type SeedJob = PostingDocument;

export function generateJobs(count: number, today: Date): SeedJob[] {
  faker.seed(SEED);
  const cities = cityPool();
  faker.seed(SEED);
  const companies = Array.from({ length: 180 }, () => faker.company.name());
  return Array.from({ length: count }, (_, index) => {
    const family = faker.helpers.arrayElement(JOB_FAMILIES);
    const level = faker.helpers.weightedArrayElement<(typeof EXPERIENCE_LEVELS)[number]>([
      { weight: 2, value: EXPERIENCE_LEVELS[0] },
      { weight: 4, value: EXPERIENCE_LEVELS[1] },
      { weight: 3, value: EXPERIENCE_LEVELS[2] },
      { weight: 1, value: EXPERIENCE_LEVELS[3] },
      { weight: 0.4, value: EXPERIENCE_LEVELS[4] },
    ]);
    const type = faker.helpers.weightedArrayElement<(typeof JOB_TYPES)[number]>([
      { weight: 12, value: JOB_TYPES[0] },
      { weight: 2, value: JOB_TYPES[1] },
      { weight: 3, value: JOB_TYPES[2] },
      { weight: 1, value: JOB_TYPES[3] },
      { weight: 1, value: JOB_TYPES[4] },
    ]);
    const company = faker.helpers.arrayElement(companies);
    const title = [level.prefix, family.title].filter(Boolean).join(' ');
    const remote = faker.datatype.boolean({ probability: 0.3 });
    const skills = faker.helpers.arrayElements(family.skills, {
      min: 3,
      max: family.skills.length,
    });
    const typeFactor = type === 'Internship' ? 0.35 : type === 'Part-time' ? 0.55 : 1;
    const salary =
      Math.round(
        (family.baseSalary *
          level.factor *
          typeFactor *
          faker.number.float({ min: 0.85, max: 1.2 })) /
          1000,
      ) * 1000;
    const postedDate = faker.date.recent({ days: 60, refDate: today }).toISOString();
    const slug = faker.helpers.slugify(`${title}-${company}`).toLowerCase();
    const description = [
      `${company} is hiring a ${title} to join its team${remote ? ' (remote-friendly)' : ''}.`,
      faker.company.catchPhrase() + '.',
      `You will ${faker.company.buzzPhrase()} and work closely with ${faker.person.jobArea().toLowerCase()} colleagues.`,
      `What we look for: ${skills.join(', ')}.`,
      `${level.level} · ${type}.`,
    ].join('\n\n');
    const id = `job-${String(index + 1).padStart(6, '0')}`;
    const location = faker.helpers.arrayElement(cities);
    return {
      id,
      title,
      company,
      location,
      remote,
      description,
      postedDate,
      applyUrl: `https://careers.example.com/${slug}/${id}`,
      salary,
      type,
      skills,
      experience: level.level,
      keywords: searchTokens(title, company, skills),
      locationKey: locationKey(location),
      status: 'open' as const,
      companyId: '',
      createdBy: '',
    };
  });
}

/** The seeded company's name (its document and its postings carry it). */
export const SEEDED_COMPANY_NAME = 'Northwind Talent';

/** A posting of the seeded company as planned: its fields, how many days ago, its paragraphs. */
export type CompanyPostingPlan = Pick<
  SeedJob,
  'id' | 'title' | 'location' | 'remote' | 'type' | 'experience' | 'salary' | 'skills' | 'status'
> & { daysAgo: number; paragraphs: readonly string[] };

/**
 * A posting of the seeded company written out: created by its owner `daysAgo` days before `today`,
 * the paragraphs joined into its description, with the words and the place it is searched by.
 */
export function companyPosting(
  today: Date,
  { daysAgo, paragraphs, ...posting }: CompanyPostingPlan,
): SeedJob {
  const at = new Date(today.getTime() - daysAgo * DAY_MS);
  return {
    ...posting,
    company: SEEDED_COMPANY_NAME,
    description: paragraphs.join('\n\n'),
    postedDate: at.toISOString(),
    applyUrl: '',
    keywords: searchTokens(posting.title, SEEDED_COMPANY_NAME, posting.skills),
    locationKey: locationKey(posting.location),
    companyId: COMPANY_ID,
    createdBy: ACCOUNTS.employer.uid,
    createdAt: Timestamp.fromDate(at),
    updatedAt: Timestamp.fromDate(at),
  };
}

/**
 * The seeded company's own postings, created by its owner: three open (on the board) and one
 * closed (seen by the team only). Fixed ids, so that tests and demos can name them.
 */
export function companyPostings(today: Date): SeedJob[] {
  const postings: CompanyPostingPlan[] = [
    {
      id: 'northwind-frontend-engineer',
      title: 'Senior Frontend Engineer',
      location: 'Berlin, Germany',
      remote: true,
      type: 'Full-time',
      experience: 'Senior',
      salary: 125_000,
      skills: ['React', 'TypeScript', 'Accessibility', 'Testing', 'CSS'],
      status: 'open',
      daysAgo: 3,
      paragraphs: [
        'Northwind Talent builds the hiring platform that small and mid-sized companies use to find, screen and hire people. We are looking for a Senior Frontend Engineer to shape the screens recruiters spend their day in.',
        'You will own features from the first sketch to production: the candidate pipeline, the posting editor and the interview planner. You will work with a product designer and two backend engineers, review code, and help us keep the app fast, accessible and translated into six languages (including Arabic, right to left).',
        'What we look for: several years of building React applications in TypeScript; a habit of testing what you build; a working knowledge of WCAG and screen readers; care for CSS that works in every language and theme.',
        'We offer a remote-friendly team with an office in Berlin, four weeks of focus time a year for learning, and a hardware budget of your choice.',
      ],
    },
    {
      id: 'northwind-product-designer',
      title: 'Product Designer',
      location: 'Lisbon, Portugal',
      remote: true,
      type: 'Full-time',
      experience: 'Mid level',
      salary: 92_000,
      skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility'],
      status: 'open',
      daysAgo: 9,
      paragraphs: [
        'Northwind Talent is hiring a Product Designer to make hiring feel fair and calm, for recruiters and for the people who apply.',
        'You will run interviews with recruiters and job seekers, turn what you learn into prototypes, test them, and grow our design system together with the frontend team. You decide with us what we build next.',
        'What we look for: a portfolio that shows your process, not only the results; fluency in Figma; experience with user research; a strong sense for accessible, readable interfaces.',
      ],
    },
    {
      id: 'northwind-technical-recruiter',
      title: 'Technical Recruiter',
      location: 'London, United Kingdom',
      remote: false,
      type: 'Full-time',
      experience: 'Mid level',
      salary: 74_000,
      skills: ['Sourcing', 'Interviewing', 'ATS', 'Employer Branding', 'Negotiation'],
      status: 'open',
      daysAgo: 14,
      paragraphs: [
        'We use our own product to grow our team, and we need a Technical Recruiter in our London office to lead the way.',
        'You will partner with engineering and design leads, write postings people want to read, source candidates, run first interviews and guide every candidate through a quick and respectful process.',
        'What we look for: two or more years of recruiting engineers or designers; confidence with sourcing tools and an ATS; clear, warm communication; good judgement in offer negotiations.',
      ],
    },
    {
      id: 'northwind-data-analyst-intern',
      title: 'Data Analyst Intern',
      location: 'Berlin, Germany',
      remote: false,
      type: 'Internship',
      experience: 'Entry level',
      salary: 30_000,
      skills: ['SQL', 'Python', 'Excel', 'Reporting'],
      status: 'closed',
      daysAgo: 45,
      paragraphs: [
        'A six-month internship in our Berlin office: help us understand how companies hire with Northwind Talent, and which parts of the process slow them down.',
        'You will write SQL against our analytics warehouse, build reports for the product team and present what you find. A data analyst mentors you throughout.',
        'What we look for: students of statistics, economics, computer science or a related field; first experience with SQL and Python; curiosity and clear writing.',
      ],
    },
  ];
  return postings.map((posting) => companyPosting(today, posting));
}
