// The item a detail page's route names by its :slug (a post, a project, a template), fetched from
// the API path under `apiBase` with the site's query defaults: null when the API answers 404.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { detailQuery } from './query-client';

export function useRouteItem<T>(apiBase: string): { slug: string; item: T | null | undefined; isPending: boolean; isError: boolean } {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useQuery(detailQuery<T>(`${apiBase}/${encodeURIComponent(slug)}`));
  return { slug, item: data, isPending, isError };
}
