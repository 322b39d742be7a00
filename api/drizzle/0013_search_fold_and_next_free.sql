-- search_fold: the accent and case fold of searches (ADR 0044), from scripts/search-fold-sql.mjs.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT lower(replace(replace(replace(replace(replace(replace(replace(replace(translate($1, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŊŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƁƂƄƆƇƉƊƋƎƏƐƑƒƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾأإآٱىـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ', 'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnŋoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzsɓƃƅɔƈɖɗƌǝəɛƒfɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwysaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿااااي'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')) $$;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name)) STORED NOT NULL;--> statement-breakpoint
-- doctor_next_free: the start of a doctor's first free slot for a video consultation at or after
-- p_from, within p_days more calendar days (ADR 0044). Slots start at each working-hours range's
-- start in the doctor's zone (UTC without one) and last p_minutes; a slot is taken when an
-- accepted time of an active appointment's video consultation overlaps it.
CREATE OR REPLACE FUNCTION doctor_next_free(p_doctor integer, p_hours jsonb, p_zone text, p_minutes integer, p_from timestamptz, p_days integer)
RETURNS timestamptz LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  tz text := coalesce(nullif(p_zone, ''), 'UTC');
  step interval := make_interval(mins => p_minutes);
  first_day date;
  booked tstzrange[];
  on_day date;
  hours record;
  slot timestamptz;
  last_start timestamptz;
BEGIN
  IF p_minutes IS NULL OR p_minutes <= 0 OR p_hours IS NULL OR jsonb_typeof(p_hours) <> 'array' THEN
    RETURN NULL;
  END IF;
  first_day := (p_from AT TIME ZONE tz)::date;
  SELECT coalesce(array_agg(tstzrange(d.date, d.date + make_interval(mins => p.duration))), '{}')
    INTO booked
    FROM appointments a
    JOIN appointment_dates d ON d.appointment_id = a.id AND d.accepted
    JOIN consult_plans p ON p.id = a.plan_id AND p.type = 1
   WHERE a.doctor_id = p_doctor AND a.status IN (1, 2, 3)
     AND d.date > p_from - interval '1 day' AND d.date < p_from + make_interval(days => p_days + 2);
  FOR offset_days IN 0..p_days LOOP
    on_day := first_day + offset_days;
    FOR hours IN
      SELECT (h->>'start')::time AS opens, (h->>'end')::interval AS closes
        FROM jsonb_array_elements(p_hours) h
       WHERE (h->>'day')::int = extract(dow FROM on_day)::int
       ORDER BY 1
    LOOP
      slot := (on_day + hours.opens) AT TIME ZONE tz;
      last_start := (on_day + hours.closes) AT TIME ZONE tz - step;
      IF slot < p_from THEN
        -- Skip the slots already begun, in whole steps from the range's start.
        slot := slot + step * ceil(extract(epoch FROM p_from - slot) / extract(epoch FROM step));
      END IF;
      WHILE slot <= last_start LOOP
        IF NOT EXISTS (SELECT 1 FROM unnest(booked) b WHERE b && tstzrange(slot, slot + step)) THEN
          RETURN slot;
        END IF;
        slot := slot + step;
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$$;
