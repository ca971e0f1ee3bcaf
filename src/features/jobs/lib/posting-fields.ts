// What a posting stores besides what the form sends: the company's name and the words and city
// the board's search finds it by (contracts/job-search-tokens).
import { POSTING_LIMITS, type PostingDocument, type PostingInput } from '@contracts/job';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';

type PostingContent = PostingInput & Pick<PostingDocument, 'company' | 'keywords' | 'locationKey'>;

/** The form's fields with the company's name, the search tokens and the location key. */
export function postingContent(input: PostingInput, companyName: string): PostingContent {
  return {
    ...input,
    skills: [...input.skills],
    company: companyName,
    keywords: searchTokens(input.title, companyName, input.skills).slice(
      0,
      POSTING_LIMITS.keywordsMax,
    ),
    locationKey: locationKey(input.location),
  };
}
