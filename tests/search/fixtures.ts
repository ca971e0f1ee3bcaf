// A small fixed corpus for the judged queries: thirty-one postings chosen so that each query has
// jobs that must rank near the top and jobs that must not appear (similar words, nearby cities,
// an agency, a closed posting). Not the random seed: a query's judgement must not move with it.
import type { JobRow } from '../../functions/src/lib/search/index.ts';
import { jobRow } from '../../functions/src/lib/search/index.ts';

interface Fixture {
  title: string;
  company: string;
  location: string;
  skills: string[];
  description: string;
  salary: number;
  type?: string;
  experience?: string;
  remote?: boolean;
  status?: 'open' | 'closed';
  /** Days before the corpus's date. */
  age: number;
}

export const CORPUS_DATE = Date.parse('2026-11-20T09:00:00Z');

export const FIXTURES: Record<string, Fixture> = {
  f01: {
    title: 'Frontend Developer',
    company: 'Pixelwerk',
    location: 'Berlin, Germany',
    skills: ['React', 'TypeScript', 'CSS'],
    description: 'Build fast user interfaces for our booking product with React and TypeScript.',
    salary: 85_000,
    age: 2,
  },
  f02: {
    title: 'Senior Frontend Engineer',
    company: 'Nordlicht Software',
    location: 'Hamburg, Germany',
    skills: ['Vue', 'TypeScript'],
    description:
      'Lead the web team of a logistics platform; mentor engineers and shape the design system.',
    salary: 130_000,
    experience: 'Senior',
    age: 5,
  },
  f03: {
    title: 'Backend Developer',
    company: 'Datenfluss',
    location: 'Munich, Germany',
    skills: ['Go', 'PostgreSQL'],
    description: 'Design APIs and services that move payments data between banks.',
    salary: 95_000,
    age: 1,
  },
  f04: {
    title: 'Data Engineer',
    company: 'Alpenblick Analytics',
    location: 'Zürich, Switzerland',
    skills: ['Python', 'Spark', 'SQL'],
    description: 'Own the pipelines that feed our forecasting models with weather and energy data.',
    salary: 115_000,
    age: 3,
  },
  f05: {
    title: 'Machine Learning Engineer',
    company: 'Alpenblick Analytics',
    location: 'Zürich, Switzerland',
    skills: ['Python', 'PyTorch'],
    description: 'Train and ship forecasting models; machine learning research meets production.',
    salary: 140_000,
    experience: 'Senior',
    age: 4,
  },
  f06: {
    title: 'DevOps Engineer',
    company: 'CloudNest',
    location: 'Winterthur, Switzerland',
    skills: ['Kubernetes', 'Terraform', 'AWS'],
    description: 'Automate our infrastructure and keep deployments boring.',
    salary: 95_000,
    age: 6,
  },
  f07: {
    title: 'Product Designer',
    company: 'Studio Marais',
    location: 'Paris, France',
    skills: ['Figma', 'User research'],
    description: 'Shape the experience of a travel app from research to polished screens.',
    salary: 70_000,
    age: 2,
  },
  f08: {
    title: 'UX Designer',
    company: 'Studio Marais',
    location: 'Lyon, France',
    skills: ['Figma', 'Prototyping'],
    description: 'Prototype and test flows with real travellers every week.',
    salary: 62_000,
    age: 8,
  },
  f09: {
    title: 'Registered Nurse',
    company: 'Clinique Lumière',
    location: 'Paris, France',
    skills: ['Patient care'],
    description: 'Care for patients on a surgical ward with a team of twelve nurses.',
    salary: 48_000,
    age: 1,
  },
  f10: {
    title: 'Accountant',
    company: 'Fiducia Treuhand',
    location: 'Basel, Switzerland',
    skills: ['IFRS', 'Excel'],
    description: 'Prepare the annual accounts of small companies and advise their owners.',
    salary: 90_000,
    age: 9,
  },
  f11: {
    title: 'Recruitment Consultant',
    company: 'TalentBridge Agency',
    location: 'London, United Kingdom',
    skills: ['Sourcing'],
    description: 'Find engineers and developers for our clients across Europe.',
    salary: 55_000,
    age: 2,
  },
  f12: {
    title: 'Frontend Developer',
    company: 'TalentBridge Agency',
    location: 'London, United Kingdom',
    skills: ['React'],
    description: 'Our client, a fintech start-up, needs a frontend developer who knows React.',
    salary: 80_000,
    age: 1,
  },
  f13: {
    title: 'Full Stack Developer',
    company: 'Kodewerk',
    location: 'Berlin, Germany',
    skills: ['Node.js', 'React', 'MongoDB'],
    description: 'Work on every layer of a learning platform, from the database to the browser.',
    salary: 88_000,
    remote: true,
    age: 3,
  },
  f14: {
    title: 'iOS Developer',
    company: 'Appfabrik',
    location: 'Cologne, Germany',
    skills: ['Swift', 'SwiftUI'],
    description: 'Build the iPhone app of a banking product used by a million people.',
    salary: 92_000,
    age: 7,
  },
  f15: {
    title: 'Android Developer',
    company: 'Appfabrik',
    location: 'Cologne, Germany',
    skills: ['Kotlin'],
    description: 'Build the Android app of a banking product used by a million people.',
    salary: 90_000,
    age: 7,
  },
  f16: {
    title: 'Data Scientist',
    company: 'Mercato Insights',
    location: 'Milan, Italy',
    skills: ['Python', 'R', 'Statistics'],
    description: 'Model customer behaviour for retailers and explain it to them.',
    salary: 75_000,
    age: 10,
  },
  f17: {
    title: 'Data Analyst',
    company: 'Mercato Insights',
    location: 'Rome, Italy',
    skills: ['SQL', 'Tableau'],
    description: 'Turn sales figures into dashboards that store managers read.',
    salary: 52_000,
    age: 4,
  },
  f18: {
    title: 'Site Reliability Engineer',
    company: 'CloudNest',
    location: 'Bern, Switzerland',
    skills: ['Linux', 'Prometheus'],
    description: 'Keep a hosting platform up and measure everything it does.',
    salary: 110_000,
    age: 5,
  },
  f19: {
    title: 'Marketing Manager',
    company: 'Sol y Mar',
    location: 'Barcelona, Spain',
    skills: ['SEO', 'Content'],
    description: 'Run campaigns for a chain of seaside hotels.',
    salary: 58_000,
    age: 6,
  },
  f20: {
    title: 'Sales Representative',
    company: 'Sol y Mar',
    location: 'Madrid, Spain',
    skills: ['CRM', 'Negotiation'],
    description: 'Sell our hotels to travel agencies and tour operators.',
    salary: 45_000,
    age: 2,
  },
  f21: {
    title: 'Security Engineer',
    company: 'Bastion Labs',
    location: 'Vienna, Austria',
    skills: ['Penetration testing', 'Cryptography'],
    description: 'Break our own systems before others do, then fix them.',
    salary: 125_000,
    age: 11,
  },
  f22: {
    title: 'Junior Software Engineer',
    company: 'Kodewerk',
    location: 'Berlin, Germany',
    skills: ['Java', 'Spring'],
    description: 'Learn how a product is built, with a mentor at your side.',
    salary: 40_000,
    type: 'Internship',
    experience: 'Entry level',
    age: 1,
  },
  f23: {
    title: 'Embedded Software Engineer',
    company: 'Motorwerk',
    location: 'Stuttgart, Germany',
    skills: ['C++', 'RTOS'],
    description: 'Write the firmware of electric motor controllers.',
    salary: 98_000,
    age: 12,
  },
  f24: {
    title: 'Technical Writer',
    company: 'DocuCraft',
    location: 'Dublin, Ireland',
    skills: ['Markdown', 'API documentation'],
    description: 'Explain our APIs to developers in clear, short pages.',
    salary: 65_000,
    remote: true,
    age: 3,
  },
  f25: {
    title: 'Project Manager',
    company: 'Baustein Group',
    location: 'Frankfurt, Germany',
    skills: ['Scrum', 'Jira'],
    description: 'You will be managing projects that renovate railway stations.',
    salary: 82_000,
    age: 4,
  },
  f26: {
    title: 'Customer Support Specialist',
    company: 'HelpHub',
    location: 'Lisbon, Portugal',
    skills: ['Zendesk'],
    description: 'Answer customers of a software product by mail and chat.',
    salary: 30_000,
    type: 'Part-time',
    age: 2,
  },
  f27: {
    title: 'Frontend Developer',
    company: 'Closed Shop',
    location: 'Berlin, Germany',
    skills: ['React'],
    description: 'A frontend developer posting that has been closed.',
    salary: 99_000,
    status: 'closed',
    age: 0,
  },
  f28: {
    title: 'Chef de cuisine',
    company: 'Brasserie Étoile',
    location: 'Genève, Switzerland',
    skills: ['French cuisine'],
    description: 'Lead the kitchen of a brasserie by the lake.',
    salary: 72_000,
    age: 5,
  },
  f29: {
    title: 'Electrician',
    company: 'Elektro Müller',
    location: 'Düsseldorf, Germany',
    skills: ['Installation'],
    description: 'Install and repair electrical systems in new homes.',
    salary: 50_000,
    age: 3,
  },
  f30: {
    title: 'Mathematics Teacher',
    company: 'Lernwerk',
    location: 'Potsdam, Germany',
    skills: ['Mathematics'],
    description: 'Teach mathematics to pupils of a bilingual secondary school.',
    salary: 56_000,
    age: 6,
  },
  f31: {
    title: 'Front Desk Receptionist',
    company: 'Hotel Seeblick',
    location: 'Konstanz, Germany',
    skills: ['Hospitality'],
    description: 'Welcome our guests at the front desk and look after their stay.',
    salary: 34_000,
    age: 3,
  },
};

const DAY_MS = 86_400_000;

/** The corpus as Firestore would hold it (the closed posting included). */
export function fixtureDocs(): [string, Record<string, unknown>][] {
  return Object.entries(FIXTURES).map(([id, fixture]) => [
    id,
    {
      title: fixture.title,
      company: fixture.company,
      companyId: '',
      location: fixture.location,
      remote: fixture.remote ?? false,
      type: fixture.type ?? 'Full-time',
      experience: fixture.experience ?? 'Mid level',
      salary: fixture.salary,
      skills: fixture.skills,
      description: fixture.description,
      postedDate: new Date(CORPUS_DATE - fixture.age * DAY_MS).toISOString(),
      applyUrl: '',
      status: fixture.status ?? 'open',
    },
  ]);
}

/** The engine's rows of the corpus: the open postings. */
export const fixtureRows = (): JobRow[] =>
  fixtureDocs().flatMap(([id, doc]) => jobRow(id, doc) ?? []);
