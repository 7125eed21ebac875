-- A free course has no enrollments: its students are the learners who have opened a lesson of it
-- (a progress row). This index counts them per course without reading every learner's rows.
CREATE INDEX course_progress_learners_idx ON course_progress (course_id, uid);
