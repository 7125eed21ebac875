-- Operators: users who write the platform's own publications. Each privilege is granted per user
-- in user_privileges (type 2: granted when its value is 1); nobody holds them by default.
INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES
  ('edit_news', 2, 0),          -- news and flash news
  ('edit_activity', 2, 0),      -- activities and their signups
  ('edit_announcement', 2, 0);  -- announcements
