import { api } from '@gospodarz/shared';

export interface SiteApartment {
  apartmentId: string;
  name: string;
  accommodationName: string;
  onSite: boolean;
  prepaymentPercent: number;
  instant: boolean;
}

export interface SiteAttributes {
  slug: string;
  title: string;
  introduction: string;
  titleEn: string;
  introductionEn: string;
  phone: string;
  email: string;
  color: string;
  languages: string[];
  published: boolean;
  publishedAt: string | null;
  path: string | null;
  apartments: SiteApartment[];
}

type SiteResource = { id: string; type: 'direct_site'; attributes: SiteAttributes };

export type SiteInput = Omit<SiteAttributes, 'published' | 'publishedAt' | 'path' | 'apartments'> & {
  apartments: Array<Pick<SiteApartment, 'apartmentId' | 'prepaymentPercent' | 'instant'>>;
};

/** The page creator's calls (issue 39): the account's one public site. */
export const directSiteApi = {
  load: () => api.get<SiteResource>('/v1/householder/direct_site'),
  save: (site: SiteInput) => api.put<SiteResource>('/v1/householder/direct_site', { site }),
  publish: () => api.post<SiteResource>('/v1/householder/direct_site/publish'),
  withdraw: () => api.delete<SiteResource>('/v1/householder/direct_site/publish'),
  preview: (apartmentId?: string) => api.get<string>('/v1/householder/direct_site/preview', { params: apartmentId ? { apartmentId } : {} }),
};
