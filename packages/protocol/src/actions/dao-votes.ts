/** DAO proposals and signed votes (part of `daoclub_msrv`). */
export const daoVotes = {};
