-- Users following users (user_follow_save, user_folllow_list, user_fans_list).
CREATE TABLE user_follows (
  follower_uid integer NOT NULL REFERENCES users (uid),
  followee_uid integer NOT NULL REFERENCES users (uid),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_uid, followee_uid),
  CHECK (follower_uid <> followee_uid)
);
CREATE INDEX user_follows_follower_idx ON user_follows (follower_uid, created_at DESC);
CREATE INDEX user_follows_followee_idx ON user_follows (followee_uid, created_at DESC);
