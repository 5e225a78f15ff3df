/** Who asks: the current warehouse and, for a shipper user, the shippers they may see. */
export interface Scope {
  whseid: string;
  /** Owners a shipper user is assigned to; undefined for internal users. */
  owners?: readonly string[];
}

/** The parameters of a list query (the body of buildQueryParams). */
export type Params = Readonly<Record<string, unknown>>;
