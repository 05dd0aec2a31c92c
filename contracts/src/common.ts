/** The resource envelope every API answer uses: `{id, type, attributes}` with camelCase attributes. */
export interface Resource<A, T extends string = string> {
  id: string;
  type: T;
  attributes: A;
}

export interface Pagination {
  page: number;
  perPage: number;
  pages: number;
  count: number;
}

export interface ListAnswer<R> {
  data: R[];
  pagination?: Pagination;
}

export interface SingleAnswer<R> {
  data: R;
}

/** Body of a 4xx answer: a Polish message, and for 422 the messages of each field. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
