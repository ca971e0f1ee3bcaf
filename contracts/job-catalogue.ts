// Occupational families of the seeded job market: a title stem and the skills employers ask for.
// Everything random about a job (company, city, wording, pay, dates) comes from faker.
interface JobFamily {
  title: string;
  skills: readonly string[];
  /** Yearly base salary in USD of a mid-level hire. */
  baseSalary: number;
}

export const JOB_FAMILIES: readonly JobFamily[] = [
  {
    title: 'Frontend Engineer',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing'],
    baseSalary: 115_000,
  },
  {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'APIs', 'Go', 'Kubernetes'],
    baseSalary: 122_000,
  },
  {
    title: 'Full-Stack Developer',
    skills: ['React', 'Node.js', 'TypeScript', 'SQL', 'AWS'],
    baseSalary: 118_000,
  },
  {
    title: 'Data Scientist',
    skills: ['Python', 'Statistics', 'Machine Learning', 'SQL', 'Pandas'],
    baseSalary: 125_000,
  },
  {
    title: 'Data Engineer',
    skills: ['Python', 'Spark', 'Airflow', 'SQL', 'dbt'],
    baseSalary: 120_000,
  },
  {
    title: 'DevOps Engineer',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
    baseSalary: 124_000,
  },
  {
    title: 'Mobile Developer',
    skills: ['Swift', 'Kotlin', 'React Native', 'Testing', 'APIs'],
    baseSalary: 112_000,
  },
  {
    title: 'Product Manager',
    skills: ['Roadmapping', 'User Research', 'Analytics', 'Agile', 'Communication'],
    baseSalary: 130_000,
  },
  {
    title: 'Product Designer',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility'],
    baseSalary: 105_000,
  },
  {
    title: 'QA Engineer',
    skills: ['Testing', 'Playwright', 'Automation', 'APIs', 'SQL'],
    baseSalary: 92_000,
  },
  {
    title: 'Security Engineer',
    skills: ['Threat Modeling', 'Cloud Security', 'Python', 'Incident Response', 'Linux'],
    baseSalary: 135_000,
  },
  {
    title: 'Machine Learning Engineer',
    skills: ['Python', 'PyTorch', 'Machine Learning', 'MLOps', 'Kubernetes'],
    baseSalary: 140_000,
  },
  {
    title: 'Marketing Manager',
    skills: ['SEO', 'Content Strategy', 'Analytics', 'Campaigns', 'Communication'],
    baseSalary: 88_000,
  },
  {
    title: 'Sales Representative',
    skills: ['CRM', 'Negotiation', 'Prospecting', 'Communication', 'Salesforce'],
    baseSalary: 70_000,
  },
  {
    title: 'Customer Success Manager',
    skills: ['Onboarding', 'CRM', 'Communication', 'Account Management', 'Zendesk'],
    baseSalary: 78_000,
  },
  {
    title: 'Accountant',
    skills: ['Bookkeeping', 'Excel', 'Tax', 'IFRS', 'Reporting'],
    baseSalary: 72_000,
  },
  {
    title: 'Financial Analyst',
    skills: ['Excel', 'Financial Modeling', 'Forecasting', 'SQL', 'Reporting'],
    baseSalary: 85_000,
  },
  {
    title: 'HR Generalist',
    skills: ['Recruiting', 'Employee Relations', 'Payroll', 'HRIS', 'Communication'],
    baseSalary: 68_000,
  },
  {
    title: 'Recruiter',
    skills: ['Sourcing', 'Interviewing', 'ATS', 'Employer Branding', 'Negotiation'],
    baseSalary: 72_000,
  },
  {
    title: 'Registered Nurse',
    skills: ['Patient Care', 'Medication Administration', 'EHR', 'Triage', 'BLS'],
    baseSalary: 82_000,
  },
  {
    title: 'Teacher',
    skills: ['Curriculum Design', 'Classroom Management', 'Assessment', 'Communication', 'EdTech'],
    baseSalary: 58_000,
  },
  {
    title: 'Project Manager',
    skills: ['Scheduling', 'Budgeting', 'Agile', 'Risk Management', 'Communication'],
    baseSalary: 98_000,
  },
  {
    title: 'Technical Writer',
    skills: ['Documentation', 'Markdown', 'APIs', 'Editing', 'Information Architecture'],
    baseSalary: 84_000,
  },
  {
    title: 'Operations Coordinator',
    skills: ['Logistics', 'Excel', 'Scheduling', 'Vendor Management', 'Communication'],
    baseSalary: 56_000,
  },
  {
    title: 'Graphic Designer',
    skills: ['Illustrator', 'Photoshop', 'Typography', 'Branding', 'Figma'],
    baseSalary: 62_000,
  },
  {
    title: 'Cloud Architect',
    skills: ['AWS', 'Azure', 'Terraform', 'Networking', 'Security'],
    baseSalary: 155_000,
  },
];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'] as const;

/** Experience levels with their pay factor relative to the mid-level base. */
export const EXPERIENCE_LEVELS = [
  { level: 'Entry level', prefix: 'Junior', factor: 0.7 },
  { level: 'Mid level', prefix: '', factor: 1 },
  { level: 'Senior', prefix: 'Senior', factor: 1.3 },
  { level: 'Lead', prefix: 'Lead', factor: 1.55 },
  { level: 'Executive', prefix: 'Head of', factor: 1.9 },
] as const;
