/** A target career role in the person's list (spec §3 "user role entry"). */
export interface UserRole {
  id: string;
  title: string;
  /** 0–1: how sure the match is (1 for a role the person picked). */
  confidence: number;
  skills: string[];
  /** ISO 8601. */
  dateAdded: string;
  isActive: boolean;
  /** Similarity × 100, rounded; only for suggested roles. */
  matchScore?: number;
  /** Skills the role asks for that the person does not list yet. */
  requirements: string[];
  type: string;
  location?: string;
}

/** A role of the catalogue. */
export interface CatalogueRole {
  id: string;
  title: string;
  skills: readonly string[];
}

export interface RoleSuggestion extends CatalogueRole {
  /** 0–1. */
  similarity: number;
  matchScore: number;
  /** The role's skills the person lacks. */
  missingSkills: string[];
}

export interface CareerProfile {
  roles: UserRole[];
  /** The person's own skills. */
  skills: string[];
}
